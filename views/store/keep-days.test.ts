import { describe, expect, it } from "vitest";
import { defaultKeepDays, viewsKeepDays } from "./keep-days.ts";

describe("viewsKeepDays", () => {
  it("is the owner's number of days, or a year", () => {
    expect(viewsKeepDays({})).toBe(defaultKeepDays);
    expect(viewsKeepDays({ PORTFOLIO_VIEWS_KEEP_DAYS: "30" })).toBe(30);
    expect(viewsKeepDays({ PORTFOLIO_VIEWS_KEEP_DAYS: " 1 " })).toBe(1);
  });

  it.each(["0", "-5", "1.5", "forever", "1e3", "36501"])("refuses %s, naming the variable", (value) => {
    expect(() => viewsKeepDays({ PORTFOLIO_VIEWS_KEEP_DAYS: value })).toThrow(/PORTFOLIO_VIEWS_KEEP_DAYS.*days/);
  });
});
