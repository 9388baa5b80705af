import { describe, expect, it } from "vitest";
import { fixtureStudies } from "../../test-fixtures/vault-content.ts";
import { loadPrivateContent } from "../../pipeline/private-content.ts";
import { pickBenchStudies } from "./bench-studies.ts";

describe("the case studies the bench opens", () => {
  it("are three different pages: the most screens with a hero, the diagram, and a study without it", async () => {
    const { studies } = await loadPrivateContent();
    const { screens, diagram, plain } = pickBenchStudies(studies);
    expect(new Set([screens, diagram, plain]).size).toBe(3);
    expect(studies.get(screens)?.heroImage).toBeDefined();
    expect(studies.get(diagram)?.process.diagram).toBeDefined();
    expect(studies.get(plain)?.process.diagram).toBeUndefined();
  });

  it("says what the content lacks when no study draws the diagram", () => {
    expect(() => pickBenchStudies(fixtureStudies)).toThrow(/process diagram/);
  });
});
