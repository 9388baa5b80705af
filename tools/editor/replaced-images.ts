import type { EditorField } from "./editor-config.ts";
import { itemLabel } from "./required-fields.ts";

/** An image field whose picture a save changes: the file it named before and after, by the form's labels. */
type ReplacedImage = { field: string; altLabel: string; before: string; after: string; altKept: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isImageGroup = (field: EditorField) => field.fields?.some((one) => one.widget === "image") === true;

/** Compares two versions of one form, field by field, as missingFields walks it; list items by their place. */
function replacedImages(fields: EditorField[], before: unknown, after: unknown, at: string[] = []): ReplacedImage[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return fields.flatMap((field) => {
    const [was, is] = [old[field.name], now[field.name]];
    const name = [...at, field.label];
    if (field.widget === "object" && isImageGroup(field)) return compared(field, name, was, is);
    if (field.widget === "object") return replacedImages(field.fields ?? [], was, is, name);
    if (field.widget !== "list" || !field.fields || !Array.isArray(was) || !Array.isArray(is)) return [];
    return is.flatMap((item, index) =>
      replacedImages(field.fields ?? [], was[index], item, [...at, itemLabel(field, index)]),
    );
  });
}

function compared(field: EditorField, name: string[], was: unknown, is: unknown): ReplacedImage[] {
  if (!isRecord(was) || !isRecord(is) || typeof was.file !== "string" || typeof is.file !== "string") return [];
  if (was.file === is.file) return [];
  const altLabel = field.fields?.find((one) => one.name === "alt")?.label ?? "alt";
  return [{ field: name.join(" → "), altLabel, before: was.file, after: is.file, altKept: was.alt === is.alt }];
}

/** Every image a form names, with its words for screen readers. */
function imagesOf(fields: EditorField[], data: unknown): { file: string; alt: unknown }[] {
  const record = isRecord(data) ? data : {};
  return fields.flatMap((field) => {
    const value = record[field.name];
    if (field.widget === "object" && isImageGroup(field)) {
      return isRecord(value) && typeof value.file === "string" ? [{ file: value.file, alt: value.alt }] : [];
    }
    if (field.widget === "object") return imagesOf(field.fields ?? [], value);
    if (field.widget !== "list" || !field.fields || !Array.isArray(value)) return [];
    return value.flatMap((item) => imagesOf(field.fields ?? [], item));
  });
}

/**
 * What a save does to a study's pictures. `undescribed`: a picture replaced, by another file or by new bytes under
 * its name (`overwritten`), that keeps the old one's words, which would describe the old picture to a screen reader.
 * `unnamed`: a replaced file no field names any more, which would sit in the folder unused.
 */
export function pictureChanges(fields: EditorField[], before: unknown, after: unknown, overwritten: string[]) {
  const altOf = (data: unknown, name: string) => imagesOf(fields, data).find((image) => image.file === name)?.alt;
  const replaced = replacedImages(fields, before, after);
  const undescribed = [
    ...replaced.filter((image) => image.altKept).map((image) => `${image.field} → ${image.altLabel}`),
    ...overwritten
      .filter((name) => altOf(before, name) !== undefined && altOf(before, name) === altOf(after, name))
      .map((name) => `the words for screen readers of ${name}`),
  ];
  const named = new Set(imagesOf(fields, after).map((image) => image.file));
  const unnamed = replaced.map((image) => image.before).filter((file) => !named.has(file) && !file.includes("/"));
  return { undescribed, unnamed };
}
