import { describe, expect, it } from "vitest";
import { studySectionIds } from "../../content/study-sections.ts";
import { loadContent } from "../../pipeline/content/load-content.ts";
import { ownerNaming } from "./naming.ts";

const content = loadContent();

describe("ownerNaming (npm run views)", () => {
  it("names studies by their titles and sections by their menu labels, from content/", () => {
    const { naming, notes } = ownerNaming({});
    expect(notes).toEqual([]);
    expect([...naming.titles]).toEqual([...content.studies].map(([id, study]) => [id, study.title]));
    expect([...naming.sections.keys()]).toEqual([...studySectionIds]);
    expect([...naming.sections.values()]).toEqual(
      studySectionIds.map((id) => content.access.caseStudy.sections[id].label),
    );
  });

  it("names recipients as their password lines do, past their end date too", () => {
    const lines = [
      'acme-recruiting: lantern-pebble-orbit-quiet-maple until 2001-01-31 for "Jane Doe, Acme"',
      "globex: harbor-violet-candle-staple",
    ].join("\n");
    const { naming } = ownerNaming({ PORTFOLIO_PASSWORDS: lines });
    expect(naming.names.get("acme-recruiting")).toBe("Jane Doe, Acme");
    expect(naming.names.has("globex")).toBe(false);
  });

  it("goes on with labels when the password lines cannot be read, and says why", () => {
    const { naming, notes } = ownerNaming({ PORTFOLIO_PASSWORDS: "a line without a label" });
    expect(notes).toEqual([expect.stringMatching(/^Recipients go by their labels: PORTFOLIO_PASSWORDS line 1/)]);
    expect(naming.titles.size).toBe(content.studies.size);
  });
});
