import { describe, expect, it } from "vitest";
import { studyDocument } from "../../test-fixtures/content-copy.ts";
import { formFieldAt } from "./editor-config.ts";
import { labelledProblem, labelPath } from "./labelled-problems.ts";

const study = studyDocument("harbour-wallet");
const label = (...path: string[]) => formFieldAt(study, path).label;
const item = (...path: string[]) => formFieldAt(study, path).label_singular;
const landing = (...path: string[]) => formFieldAt("content/landing.yaml", path).label;

describe("the content check in the editor's words", () => {
  it("names a field by the form's labels, its document, its file and line", () => {
    expect(
      labelledProblem({ file: study, line: 12, field: "heroImage.alt", message: "is missing (expected string)" }),
    ).toBe(
      `Case study harbour-wallet → ${label("heroImage")} → ${label("heroImage", "alt")}: is missing (harbour-wallet/index.md, line 12)`,
    );
    expect(
      labelledProblem({ file: "content/landing.yaml", line: 5, field: "hero.eyebrow", message: "must not be empty" }),
    ).toBe(
      `Landing page → ${landing("hero")} → ${landing("hero", "eyebrow")}: must not be empty (content/landing.yaml, line 5)`,
    );
  });

  it("names the theme's colour that fails by its label in the form", () => {
    const problem = { file: "content/theme.yaml", line: 7, field: "accent", message: '"#f4f1ea" fails WCAG AA' };
    expect(labelledProblem(problem)).toBe(
      `Your look → ${formFieldAt("content/theme.yaml", ["accent"]).label}: "#f4f1ea" fails WCAG AA (content/theme.yaml, line 7)`,
    );
  });

  it("names a list's item by its place", () => {
    expect(labelPath(study, "card.metrics[1].value")).toEqual([
      label("card"),
      `${item("card", "metrics")} 2`,
      label("card", "metrics", "value"),
    ]);
    expect(labelPath(study, "tags[3]")).toEqual([`${item("tags")} 4`]);
    expect(labelPath(study, "solution.galleries[0].screens[1].image.alt")).toEqual([
      label("solution"),
      `${item("solution", "galleries")} 1`,
      `${item("solution", "galleries", "screens")} 2`,
      label("solution", "galleries", "screens", "image"),
      label("solution", "galleries", "screens", "image", "alt"),
    ]);
    expect(labelPath("content/featured.yaml", "[1].id")).toEqual([
      "Featured card 2",
      formFieldAt("content/featured.yaml", ["cards", "id"]).label,
    ]);
  });

  it("says how many items a list needs, and names a field the form lacks as the file does", () => {
    expect(
      labelledProblem({
        file: study,
        line: 31,
        field: "roleResponsibilities",
        message: "Too small: expected array to have >=3 items",
      }),
    ).toBe(
      `Case study harbour-wallet → ${label("roleResponsibilities")}: needs at least 3 (harbour-wallet/index.md, line 31)`,
    );
    expect(labelPath(study, "card.unknown.field")).toEqual([label("card"), "unknown", "field"]);
  });

  it("names a problem of the whole file by its document alone", () => {
    expect(labelledProblem({ file: study, line: 40, message: 'unknown section "## Notes"' })).toBe(
      'Case study harbour-wallet: unknown section "## Notes" (harbour-wallet/index.md, line 40)',
    );
  });
});
