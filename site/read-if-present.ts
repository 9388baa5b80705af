import { readFileSync } from "node:fs";

/** A file's text, or undefined where it cannot be read: each caller says what its absence means. */
export function readTextIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
