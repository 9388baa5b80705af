import { describe, expect, it } from "vitest";
import { readYaml } from "./yaml-source";

const foldedListMessage = /folded into the line before it: write \|-/;

describe("readYaml", () => {
  it("names a list in folded text (>-), at its first item's line, and says to write |-", () => {
    const text = ["about:", "  text: >-", "    What I bring:", "    - Design systems", "    - Hiring", ""].join("\n");
    const { data, problems } = readYaml("content/landing.yaml", text);
    expect(problems).toEqual([
      { file: "content/landing.yaml", line: 4, field: "about.text", message: expect.stringMatching(foldedListMessage) },
    ]);
    expect(problems[0]?.message).toContain("in place of > or >-");
    // The rest of the file is still read, so the schema's own problems are listed beside it.
    expect(data).toEqual({ about: { text: "What I bring: - Design systems - Hiring" } });
  });

  it("names a numbered list in folded text, and a bulleted one that a plain text folds, in front matter's lines", () => {
    const text = ["intro: >", "  Steps:", "  1. Plan", "  2. Ship", "summary: Shipped", "  - fast", ""].join("\n");
    const problems = readYaml("study/index.md", text, 2).problems;
    expect(problems.map(({ line, field }) => ({ line, field }))).toEqual([
      { line: 4, field: "intro" },
      { line: 7, field: "summary" },
    ]);
  });

  it("lets a list stand where the text keeps its lines: a literal block, blank lines between items, deeper indentation", () => {
    const text = [
      "literal: |-",
      "  Intro:",
      "  - a",
      "  - b",
      "spaced: >-",
      "  Intro.",
      "",
      "  - a",
      "",
      "  - b",
      "indented: >",
      "  Intro",
      "    - a",
      "    - b",
      "year: Shipped in",
      "  2019. Then more.",
      "",
    ].join("\n");
    expect(readYaml("content/landing.yaml", text).problems).toEqual([]);
  });
});
