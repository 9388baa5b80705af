import { describe, expect, it } from "vitest";
import { count, dateTime, day, duration } from "./wording.ts";

describe("the owner's words for times", () => {
  it("writes durations as a person reads them", () => {
    expect([999, 59_400, 60_000, 3_599_000, 3_780_000].map(duration)).toEqual([
      "1 s",
      "59 s",
      "1 min 00 s",
      "59 min 59 s",
      "1 h 03 min",
    ]);
  });

  it("writes a moment and its day in the time zone asked for", () => {
    const moment = new Date("2027-01-05T23:30:00Z");
    expect(dateTime(moment, "UTC")).toBe("2027-01-05 23:30");
    expect(day(moment, "Asia/Tokyo")).toBe("2027-01-06");
  });

  it("counts in the singular and the plural", () => {
    expect([count(1, "visit"), count(3, "visit")]).toEqual(["1 visit", "3 visits"]);
  });
});
