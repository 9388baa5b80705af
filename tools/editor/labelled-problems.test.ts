import { describe, expect, it } from "vitest";
import { featuredLabels, landingLabels, studyLabels } from "../../content/field-labels.ts";
import { studyDocument } from "../../test-fixtures/content-copy.ts";
import { labelledProblem, labelPath } from "./labelled-problems.ts";

const study = studyDocument("harbour-wallet");

describe("the content check in the editor's words", () => {
  it("names a field by the form's labels, its document, its file and line", () => {
    expect(
      labelledProblem({ file: study, line: 12, field: "heroImage.alt", message: "is missing (expected string)" }),
    ).toBe(
      `Case study harbour-wallet → ${studyLabels.heroImage.label} → ${studyLabels.heroImage.fields.alt.label}: is missing (harbour-wallet/index.md, line 12)`,
    );
    expect(
      labelledProblem({ file: "content/landing.yaml", line: 5, field: "hero.eyebrow", message: "must not be empty" }),
    ).toBe(
      `Landing page → ${landingLabels.hero.label} → ${landingLabels.hero.fields.eyebrow.label}: must not be empty (content/landing.yaml, line 5)`,
    );
  });

  it("names a list's item by its place", () => {
    const { card } = studyLabels;
    expect(labelPath(study, "card.metrics[1].value")).toEqual([
      card.label,
      `${card.fields.metrics.singular} 2`,
      card.fields.metrics.fields.value.label,
    ]);
    expect(labelPath(study, "tags[3]")).toEqual([`${studyLabels.tags.singular} 4`]);
    expect(labelPath(study, "solution.galleries[0].screens[1].image.alt")).toEqual([
      studyLabels.solution.label,
      `${studyLabels.solution.fields.galleries.singular} 1`,
      `${studyLabels.solution.fields.galleries.fields.screens.singular} 2`,
      studyLabels.solution.fields.galleries.fields.screens.fields.image.label,
      studyLabels.solution.fields.galleries.fields.screens.fields.image.fields.alt.label,
    ]);
    expect(labelPath("content/featured.yaml", "[1].id")).toEqual(["Featured card 2", featuredLabels.id.label]);
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
      `Case study harbour-wallet → ${studyLabels.roleResponsibilities.label}: needs at least 3 (harbour-wallet/index.md, line 31)`,
    );
    expect(labelPath(study, "card.unknown.field")).toEqual([studyLabels.card.label, "unknown", "field"]);
  });

  it("names a problem of the whole file by its document alone", () => {
    expect(labelledProblem({ file: study, line: 40, message: 'unknown section "## Notes"' })).toBe(
      'Case study harbour-wallet: unknown section "## Notes" (harbour-wallet/index.md, line 40)',
    );
  });
});
