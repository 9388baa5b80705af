import { describe, expect, it } from "vitest";
import { viewsTable } from "./views-table.ts";

describe("viewsTable (npm run views)", () => {
  it("lists who opened which page, when the stretch began and for how long, oldest first", () => {
    const table = viewsTable(
      [
        {
          recipient: "acme",
          page: "/projects",
          visibleMs: 42_000,
          receivedAt: new Date("2027-01-05T09:31:12Z"),
          sections: {},
        },
        {
          recipient: "default",
          page: "/project/entelo",
          visibleMs: 125_000,
          receivedAt: new Date("2027-01-05T10:02:05Z"),
          sections: {},
        },
      ],
      "UTC",
    );
    expect(table.split("\n")).toEqual([
      "Opened            Who      Page             For",
      "2027-01-05 09:30  acme     /projects        42 s",
      "2027-01-05 10:00  default  /project/entelo  2 min 05 s",
      "",
      "2 views by 2 recipients, 2 min 47 s in all.",
    ]);
  });

  it("says so when nothing was recorded", () => {
    expect(viewsTable([])).toBe("No views recorded yet.");
  });
});
