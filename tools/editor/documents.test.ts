import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { studyDocumentSchema } from "../../content/schema.ts";
import { repoRoot, studiesFolder } from "../../pipeline/content/load-content.ts";
import { readStudyDocument } from "../../pipeline/content/study-document.ts";
import { fromEditor, toEditor } from "./documents.ts";

const studyIds = readdirSync(path.join(repoRoot, studiesFolder), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const files = [
  "content/site.yaml",
  "content/landing.yaml",
  "content/featured.yaml",
  "content/access.yaml",
  ...studyIds.map((id) => `${studiesFolder}/${id}/index.md`),
];
const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");

/** The lines of `after` that differ from `before`, when both have as many. */
function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  const lines = after.split("\n");
  expect(lines).toHaveLength(old.length);
  return lines.filter((line, index) => line !== old[index]);
}

/** What the editor sends back: its form data passed through JSON, as the browser does. */
const throughTheEditor = (file: string, change: (data: Record<string, unknown>) => void = () => {}) => {
  const data = JSON.parse(JSON.stringify(toEditor(file, read(file)))) as Record<string, unknown>;
  change(data);
  return fromEditor(file, read(file), data);
};

describe("documents between the editor and the disk", () => {
  it.each(files)("a save without changes writes %s back byte for byte", (file) => {
    expect(throughTheEditor(file)).toBe(read(file));
  });

  it("a changed word changes its line only, and the comments stay", () => {
    const file = "content/landing.yaml";
    const after = throughTheEditor(file, (data) => {
      (data.hero as { eyebrow: string }).eyebrow = "Edited eyebrow";
    });
    expect(changedLines(read(file), after)).toEqual(["  eyebrow: Edited eyebrow"]);
    const comments = (text: string) => text.split("\n").filter((line) => line.trim().startsWith("#"));
    expect(comments(after)).toEqual(comments(read(file)));
  });

  it("a changed sentence in a study's section rewrites that section only", () => {
    const file = `${studiesFolder}/entelo/index.md`;
    const after = throughTheEditor(file, (data) => {
      data.learned = `${String(data.learned)} A sentence added in the editor.`;
    });
    expect(changedLines(read(file), after)).toEqual([
      expect.stringMatching(/A sentence added in the editor\.$/) as unknown as string,
    ]);
  });

  it("a changed front-matter field and a new list item keep every other line", () => {
    const file = `${studiesFolder}/entelo/index.md`;
    const after = throughTheEditor(file, (data) => {
      data.order = 9;
      (data.tools as string[]).push("Linear");
    });
    expect(after.split("\n").filter((line) => !read(file).split("\n").includes(line))).toEqual([
      "order: 9",
      "  - Linear",
    ]);
  });

  it("empty optional fields from the form are left out, not written as empty values", () => {
    const file = `${studiesFolder}/entelo/index.md`;
    const after = throughTheEditor(file, (data) => {
      data.heroImage = { file: "", alt: "" };
      data.showcase = null;
      (data.challenge as Record<string, unknown>).businessChallenge = "";
    });
    expect(after).toBe(read(file));
  });

  it("a section the owner adds goes under its heading, in the page's order", () => {
    const file = `${studiesFolder}/entelo/index.md`;
    const after = throughTheEditor(file, (data) => {
      (data.challenge as Record<string, unknown>).businessChallenge = "Renewals depended on it.";
    });
    const headings = after.split("\n").filter((line) => line.startsWith("## "));
    expect(headings.indexOf("## Business challenge")).toBe(headings.indexOf("## Challenge") + 1);
    const { data } = readStudyDocument(file, after);
    expect((data as { challenge: { businessChallenge: string } }).challenge.businessChallenge).toBe(
      "Renewals depended on it.",
    );
  });

  it("a new study is written as front matter and ## sections the loader reads back", () => {
    const source = toEditor(`${studiesFolder}/entelo/index.md`, read(`${studiesFolder}/entelo/index.md`));
    const file = `${studiesFolder}/acme-checkout/index.md`;
    const text = fromEditor(file, undefined, { ...source, title: "Acme checkout", order: 8 });
    expect(text).toMatch(/^---\n/);
    expect(text).toContain("\n## Overview\n\n");
    expect(text).toContain("\n## What I learned\n\n");
    const { data, problems } = readStudyDocument(file, text);
    expect(problems).toEqual([]);
    expect(studyDocumentSchema.safeParse(data).success).toBe(true);
    expect(data).toEqual({ ...source, title: "Acme checkout", order: 8 });
  });
});
