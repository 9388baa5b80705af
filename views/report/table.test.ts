import { describe, expect, it } from "vitest";
import { summarise } from "./summary.ts";
import { naming, views } from "./sample-views.ts";
import { viewsTable } from "./table.ts";

describe("viewsTable (npm run views)", () => {
  it("says per recipient who they are, when they came, and per study by title the time and the sections read", () => {
    expect(viewsTable(summarise(views, naming, "UTC"), "UTC").split("\n")).toEqual([
      "acme · Jane Doe, Acme",
      "  First visit 2027-01-05 09:30, last 2027-01-07 18:04 · 4 visits · 6 min 59 s",
      "  Entelo Hiring Platform    2 visits  6 min 12 s",
      "    Overview 1 min 00 s · Challenge 30 s · Outcomes 2 min 00 s",
      "  Case studies (/projects)   1 visit  42 s",
      "  /project/gone-study        1 visit  5 s",
      "",
      "globex",
      "  Visited 2027-01-06 14:00 · 1 visit · 12 s",
      "  Case studies (/projects)  1 visit  12 s",
      "",
      "2 recipients, 5 visits, 7 min 11 s in all.",
    ]);
  });

  it("says so when nothing was recorded", () => {
    expect(viewsTable([])).toBe("No views recorded yet.");
  });
});
