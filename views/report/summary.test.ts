import { describe, expect, it } from "vitest";
import { naming, views } from "./sample-views.ts";
import { summarise } from "./summary.ts";

describe("summarise (npm run views)", () => {
  it("adds up each recipient's visits per page and per section, the latest visitor first", () => {
    const [acme, globex, ...others] = summarise(views, naming, "UTC");
    expect(others).toEqual([]);
    expect(acme).toMatchObject({
      label: "acme",
      name: "Jane Doe, Acme",
      first: new Date("2027-01-05T09:30:00Z"),
      last: new Date("2027-01-07T18:04:00Z"),
      visits: 4,
      ms: 419_000,
    });
    expect(acme?.pages.map(({ title, visits, ms }) => [title, visits, ms])).toEqual([
      ["Entelo Hiring Platform", 2, 372_000],
      ["Case studies (/projects)", 1, 42_000],
      // A study since removed from content/ goes by its address.
      ["/project/gone-study", 1, 5_000],
    ]);
    // In the page's order, whatever order they were read in; a section scrolled past in under a second, not at all.
    expect(acme?.pages[0]?.sections).toEqual([
      { id: "overview", label: "Overview", ms: 60_000 },
      { id: "challenge", label: "Challenge", ms: 30_400 },
      { id: "outcomes", label: "Outcomes", ms: 120_000 },
    ]);
    expect(acme?.days).toEqual([
      { day: "2027-01-05", visits: 2, ms: 342_000 },
      { day: "2027-01-07", visits: 2, ms: 77_000 },
    ]);
    expect(globex).toMatchObject({ label: "globex", visits: 1 });
    expect(globex).not.toHaveProperty("name");
  });
});
