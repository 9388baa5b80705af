import type { Theme } from "../../content/schema.ts";
import { resolveAccent, templatePalettes } from "../theme/accent.ts";
import type { ContentProblem, LineOf } from "./problems.ts";

export const themeFile = "content/theme.yaml";

export function themeProblems(theme: Theme, lineOf: LineOf): ContentProblem[] {
  return resolveAccent(theme, templatePalettes()).problems.map(({ field, message }) => ({
    file: themeFile,
    line: lineOf([field])?.line,
    field,
    message,
  }));
}
