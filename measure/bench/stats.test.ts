import { describe, expect, it } from "vitest";
import { spread, spreadEach } from "./stats";

describe("spread", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(spread([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, runs: 3 });
  });

  it("averages the two middle values of an even count", () => {
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
  });

  it("reports a single run as its own median, minimum and maximum", () => {
    expect(spread([0.7])).toEqual({ median: 0.7, min: 0.7, max: 0.7, runs: 1 });
  });

  it("refuses an empty list rather than inventing a figure", () => {
    expect(() => spread([])).toThrow();
  });
});

describe("spreadEach", () => {
  it("summarizes each named figure across the runs", () => {
    const runs = [
      { lcp: 900, tbt: 0 },
      { lcp: 1100, tbt: 20 },
      { lcp: 1000, tbt: 10 },
    ];
    expect(spreadEach(runs, ["lcp", "tbt"])).toEqual({
      lcp: { median: 1000, min: 900, max: 1100, runs: 3 },
      tbt: { median: 10, min: 0, max: 20, runs: 3 },
    });
  });
});
