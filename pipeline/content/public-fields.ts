import { normalizePassword } from "../../app/lib/vault/format.ts";
import { fieldName, type ContentProblem, type LineOf } from "./problems.ts";

export type PublicField = { file: string; line?: number; field: string; text: string };

export function publicFieldsOf(file: string, value: unknown, lineOf: LineOf): PublicField[] {
  const fields: PublicField[] = [];
  const visit = (item: unknown, at: PropertyKey[]) => {
    if (typeof item === "string") fields.push({ file, line: lineOf(at)?.line, field: fieldName(at), text: item });
    else if (Array.isArray(item)) item.forEach((child, index) => visit(child, [...at, index]));
    else if (typeof item === "object" && item !== null) {
      for (const [key, child] of Object.entries(item)) visit(child, [...at, key]);
    }
  };
  visit(value, []);
  return fields;
}

/** The leak scan refuses any public file that names the private folder, so the check names the field first. */
export function privateFolderMentions(fields: PublicField[]): ContentProblem[] {
  return fields
    .filter(({ text }) => text.includes("content/private"))
    .map(({ file, line, field }) => ({
      file,
      line,
      field,
      message:
        "names content/private, the folder the build keeps out of every public file: reword it (the build would refuse to publish it)",
    }));
}

/** Fields holding a password, named by its label only: a public field is published to everyone. */
export function passwordMentions(
  fields: PublicField[],
  passwords: { label: string; password: string }[],
): ContentProblem[] {
  const lowered = fields.map((field) => ({ ...field, text: normalizePassword(field.text).toLowerCase() }));
  const labels = new Map<string, string>();
  for (const { label, password } of passwords) {
    const needle = normalizePassword(password).toLowerCase();
    if (!labels.has(needle)) labels.set(needle, label);
  }
  return [...labels].flatMap(([needle, label]) => {
    return lowered
      .filter(({ text }) => text.includes(needle))
      .map(({ file, line, field }) => ({
        file,
        line,
        field,
        message: `holds the access password '${label}', and this field is published to every visitor: take it out, or change the password (npm run password prints a new one)`,
      }));
  });
}
