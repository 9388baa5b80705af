import type { z } from "zod";

/** Thrown when a content file does not match its schema; the message names the file and every bad field. */
export class ContentError extends Error {
  override name = "ContentError";
}

function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(the whole file)";
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/** Run where each file is defined, so a bad file stops the build and the tests with a message the owner can act on. */
export function parseContent<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${describePath(issue.path)}: ${issue.message}`);
  throw new ContentError(`Content file ${file} is invalid:\n${problems.join("\n")}`);
}
