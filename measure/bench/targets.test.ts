import { describe, expect, it } from "vitest";
import type { PageSummary } from "./bench-results.ts";
import { figureKeys } from "./lighthouse-figures.ts";
import { spread } from "./stats.ts";
import { firstFrameRows } from "./targets.ts";

/** A page's summary with these runs of the four first-frame figures, and one run of 0 for every other. */
function pageWith(name: string, runs: { lcp: number[]; seenLcp: number[]; tbt: number[]; longestTask: number[] }) {
  const figures = Object.fromEntries(figureKeys.map((key) => [key, spread([0])])) as PageSummary["figures"];
  for (const [key, values] of Object.entries(runs)) figures[key as keyof typeof runs] = spread(values);
  const page: PageSummary = {
    name,
    site: "portfolio",
    path: "/",
    unlocked: false,
    preset: "mobile",
    figures,
    findings: [],
    lcpElement: undefined,
    gzip: { jsBytes: 0, cssBytes: 0 },
    warnings: [],
    assertions: [],
  };
  return page;
}

const floor = pageWith("floor", {
  lcp: [600, 640, 700],
  seenLcp: [50, 51, 60],
  tbt: [0, 0, 0],
  longestTask: [5, 6, 7],
});
const met = (rows: ReturnType<typeof firstFrameRows>) => rows.map((row) => row.met);

describe("the landing page's first-frame targets", () => {
  it("are met within 1.25× the floor page's simulated LCP, 2× its seen LCP, TBT 100 ms and a 50 ms task", () => {
    const landing = pageWith("`/`", {
      lcp: [790, 800, 900],
      seenLcp: [90, 102, 300],
      tbt: [10, 20, 100],
      longestTask: [30, 50, 200],
    });
    expect(met(firstFrameRows(landing, floor))).toEqual([true, true, true, true]);
  });

  it("are each missed by the median beyond its ratio, one run over 100 ms of TBT, or a median task over 50 ms", () => {
    const landing = pageWith("`/`", {
      lcp: [700, 810, 820],
      seenLcp: [90, 103, 110],
      tbt: [0, 10, 101],
      longestTask: [20, 51, 60],
    });
    const rows = firstFrameRows(landing, floor);
    expect(met(rows)).toEqual([false, false, false, false]);
    expect(rows[0]?.measured).toBe("1.27× (810 ms against 640 ms)");
  });
});
