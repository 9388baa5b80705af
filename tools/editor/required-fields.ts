import type { EditorField } from "./editor-config.ts";

// Required fields, checked again before a write: Decap skips a group's fields once a list inside it has an item (their
// components register by field name and the list's items overwrite the group's), so a study without a cover got out.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

export function missingFields(fields: EditorField[], data: unknown, at: string[] = []): string[] {
  const record = isRecord(data) ? data : {};
  return fields.flatMap((field) => {
    if (field.widget === "hidden" || field.widget === "boolean") return [];
    const value = record[field.name];
    const name = [...at, field.label].join(" → ");
    const atLeast = field.min ? ` (at least ${field.min})` : "";
    if (isEmpty(value)) return field.required ? [`${name}${atLeast}`] : [];
    if (field.widget === "object") return missingFields(field.fields ?? [], value, [...at, field.label]);
    if (field.widget !== "list" || !Array.isArray(value)) return [];
    const short = field.min && value.length < field.min ? [`${name}${atLeast}`] : [];
    if (!field.fields) return short;
    return [
      ...short,
      ...value.flatMap((item, index) => missingFields(field.fields ?? [], item, [...at, itemLabel(field, index)])),
    ];
  });
}

export const itemLabel = (list: EditorField, index: number) =>
  list.max === 1 ? list.label : `${list.label_singular ?? list.label} ${index + 1}`;
