import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LineCounter, parseDocument } from "yaml";
import { typefaceNames } from "../../content/schema/theme.ts";
import { copyContent, editYaml, type ContentCopy } from "../../test-fixtures/content-copy.ts";
import { ContentError, formatProblem } from "./problems.ts";
import { forgetContent, loadContent } from "./load-content.ts";
import { themeFile } from "./theme-file.ts";

// content/theme.yaml changed in a copy as an owner might, read as `npm run check:content` and the build print it.
let copy: ContentCopy;
let file: string;
let original: string;
beforeAll(async () => {
  copy = await copyContent("theme-");
  file = path.join(copy.root, themeFile);
  original = await readFile(file, "utf8");
});
afterEach(() => writeFile(file, original));
afterAll(() => copy.remove());

async function problemsWith(values: Record<string, string>): Promise<string[]> {
  await editYaml(file, (theme) => {
    for (const [key, value] of Object.entries(values)) theme.set(key, value);
  });
  forgetContent();
  try {
    loadContent(copy.root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
}

async function lineOf(key: string): Promise<number> {
  const lineCounter = new LineCounter();
  const node = parseDocument(await readFile(file, "utf8"), { lineCounter }).get(key, true);
  const range = typeof node === "object" && node !== null && "range" in node ? (node.range as number[]) : [];
  return lineCounter.linePos(range[0] ?? 0).line;
}

describe(themeFile, () => {
  it("refuses an accent links cannot be read in at its line, with the ratio found and a shade that passes", async () => {
    const [problem = "", ...others] = await problemsWith({ accent: "#f4f1ea" });
    expect(others).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^${themeFile}:${await lineOf("accent")}: accent: "#f4f1ea" fails WCAG AA: it reads at 1\\.\\d+:1 as link text on the page.*The nearest shade of its hue that passes is "#[0-9a-f]{6}"$`,
      ),
    );
    const shade = /"(#[0-9a-f]{6})"$/.exec(problem)?.[1] ?? "";
    expect(await problemsWith({ accent: shade })).toEqual([]);
  });

  it("refuses a dark-theme accent that fails on the dark page, at its own line", async () => {
    const problems = await problemsWith({ darkAccent: "#0f766e" });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${themeFile}:${await lineOf("darkAccent")}: darkAccent: "#0f766e" fails`)),
    ]);
  });

  it("refuses an unknown typeface pair, naming every pair there is", async () => {
    const problems = await problemsWith({ typeface: "comic-sans-papyrus" });
    expect(problems).toEqual([
      `${themeFile}:${await lineOf("typeface")}: typeface: must be one of the typeface pairs: ${typefaceNames.join(", ")}`,
    ]);
  });

  it("takes every pair the guide names, with an accent that passes", async () => {
    for (const typeface of typefaceNames) expect(await problemsWith({ typeface, accent: "#0f766e" })).toEqual([]);
  });
});
