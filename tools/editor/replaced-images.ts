import type { EditorField } from "./editor-config.ts";
import { itemLabel } from "./required-fields.ts";

type ShownImage = { file: string; alt: unknown; field: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isImageGroup = (field: EditorField) => field.fields?.some((one) => one.widget === "image") === true;
const altLabel = (image: EditorField) => image.fields?.find((one) => one.name === "alt")?.label ?? "alt";

function imagesOf(fields: EditorField[], data: unknown, at: string[] = []): ShownImage[] {
  const record = isRecord(data) ? data : {};
  return fields.flatMap((field) => {
    const value = record[field.name];
    const name = [...at, field.label];
    if (field.widget === "object" && isImageGroup(field)) {
      if (!isRecord(value) || typeof value.file !== "string") return [];
      return [{ file: value.file, alt: value.alt, field: [...name, altLabel(field)].join(" → ") }];
    }
    if (field.widget === "object") return imagesOf(field.fields ?? [], value, name);
    if (field.widget !== "list" || !field.fields || !Array.isArray(value)) return [];
    return value.flatMap((item, index) => imagesOf(field.fields ?? [], item, [...at, itemLabel(field, index)]));
  });
}

// What a save does to a study's pictures. `undescribed`: each replaced picture's field (another file, or new bytes
// under its name: `overwritten`) still holding the old words; `unnamed`: each replaced file no field shows any more.
export function pictureChanges(fields: EditorField[], before: unknown, after: unknown, overwritten: string[]) {
  const shown = imagesOf(fields, after);
  const was = new Map(imagesOf(fields, before).map((image) => [image.field, image]));
  const replaced = shown.flatMap((image) => {
    const old = was.get(image.field);
    const changed = old && (old.file !== image.file || overwritten.includes(image.file));
    return changed ? [{ ...image, before: old.file, altKept: old.alt === image.alt }] : [];
  });
  const named = new Set(shown.map((image) => image.file));
  return {
    undescribed: replaced.filter((image) => image.altKept).map((image) => image.field),
    unnamed: replaced.map((image) => image.before).filter((file) => !named.has(file) && !file.includes("/")),
  };
}
