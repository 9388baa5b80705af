import { describe, expect, it } from "vitest";
import { access } from "@content/public";
import { columnsFor, flowDefinition } from "./process-flow";

const steps = access.caseStudy.processFlow;

function rowsOf(definition: string): string[][] {
  return definition
    .split(/\n\s*subgraph /)
    .slice(1)
    .map((row) => [...row.matchAll(/s\d+\["([^"]+)"\]/g)].map((match) => match[1] ?? ""));
}

describe("flowDefinition", () => {
  it("draws one column as a single top-to-bottom chain of every step in order", () => {
    const definition = flowDefinition(steps, 1);
    expect(definition.startsWith("flowchart TB")).toBe(true);
    expect(definition).not.toContain("subgraph");
    expect(definition).toContain(steps.map((_, index) => `s${index}`).join(" --> "));
  });

  it("draws wider boxes as left-to-right rows, in reading order, of lengths that differ by one at most", () => {
    for (let columns = 2; columns <= 6; columns++) {
      const rows = rowsOf(flowDefinition(steps, columns));
      expect(rows.flat()).toEqual(steps);
      const lengths = rows.map((row) => row.length);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(columns);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
      expect(flowDefinition(steps, columns)).toContain(rows.map((_, index) => `row${index}`).join(" --> "));
    }
  });
});

describe("columnsFor", () => {
  it("gives a phone's box one column and a desktop's several", () => {
    expect(columnsFor(302)).toBe(1);
    expect(columnsFor(1038)).toBeGreaterThan(3);
  });
});
