import { describe, expect, it } from "vitest";
import { markdownToInlineProse, markdownToProse, proseText } from "./prose.ts";

describe("markdownToProse", () => {
  it("keeps paragraphs, emphasis, links and lists as a tree of their own", () => {
    const { prose, problems } = markdownToProse(
      "We shipped **three launches**, _on time_, with\n[notes](https://example.com).\n\n1. First\n2. Second",
    );
    expect(problems).toEqual([]);
    expect(prose).toEqual([
      {
        tag: "p",
        children: [
          "We shipped ",
          { tag: "strong", children: ["three launches"] },
          ", ",
          { tag: "em", children: ["on time"] },
          ", with ",
          { tag: "a", href: "https://example.com", children: ["notes"] },
          ".",
        ],
      },
      { tag: "ol", start: 1, items: [[{ tag: "p", children: ["First"] }], [{ tag: "p", children: ["Second"] }]] },
    ]);
    expect(proseText(prose)).toBe("We shipped three launches, on time, with notes.\n\nFirst\nSecond");
  });

  it("refuses raw HTML, images and script links, each on its line", () => {
    const { problems } = markdownToProse(
      "Fine.\n\n<img src=x onerror=alert(1)>\n\n![a](b.png) [x](javascript:alert(1))",
    );
    expect(problems.map((problem) => problem.line)).toEqual([3, 5, 5]);
  });
});

describe("markdownToInlineProse", () => {
  it("takes one paragraph's words", () => {
    expect(markdownToInlineProse("Cut costs by **30%**").prose).toEqual([
      "Cut costs by ",
      { tag: "strong", children: ["30%"] },
    ]);
  });

  it("refuses a second paragraph or a list", () => {
    expect(markdownToInlineProse("One.\n\nTwo.").problems).toEqual([
      { line: 1, message: "must be one paragraph: no lists or blank lines here" },
    ]);
  });
});
