import type { z } from "zod";

/** One mistake in a content file, as the owner's editor can jump to it: `path:line: field: what to fix`. */
export type ContentProblem = { file: string; line?: number; field?: string; message: string };

export function formatProblem({ file, line, field, message }: ContentProblem): string {
  return `${file}${line ? `:${line}` : ""}: ${field ? `${field}: ` : ""}${message}`;
}

export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: ContentProblem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map(formatProblem).join("\n")}`,
    );
  }
}

export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

export type LineOf = (path: readonly PropertyKey[]) => { line: number; textStartsAt?: number } | undefined;

export function schemaProblems(file: string, error: z.ZodError, lineOf: LineOf): ContentProblem[] {
  return error.issues.map((issue) => {
    const place = lineOf(issue.path);
    const lineInText = issue.code === "custom" ? (issue.params as { line?: number } | undefined)?.line : undefined;
    const line =
      place && lineInText !== undefined && place.textStartsAt !== undefined
        ? place.textStartsAt + lineInText - 1
        : place?.line;
    const missing = issue.code === "invalid_type" && issue.message.endsWith("received undefined");
    const message = missing ? `is missing (${issue.message.replace(/^Invalid input: /, "")})` : issue.message;
    return { file, line, field: issue.path.length > 0 ? fieldName(issue.path) : undefined, message };
  });
}
