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
  it("are met within 1.46× the floor page's simulated LCP, 2.5× its seen LCP, TBT 15 ms and 60 at most, a 60 ms task", () => {
    const landing = pageWith("`/`", {
      lcp: [790, 934, 1000],
      seenLcp: [90, 127, 300],
      tbt: [0, 15, 60],
      longestTask: [0, 60, 200],
    });
    expect(met(firstFrameRows(landing, floor))).toEqual([true, true, true, true, true]);
  });

  it("are each missed by the median beyond its ratio or 15 ms of TBT, one run over 60 ms of TBT, or a median task over 60 ms", () => {
    const landing = pageWith("`/`", {
      lcp: [700, 960, 980],
      seenLcp: [90, 128, 130],
      tbt: [0, 16, 61],
      longestTask: [0, 61, 70],
    });
    const rows = firstFrameRows(landing, floor);
    expect(met(rows)).toEqual([false, false, false, false, false]);
    expect(rows[0]?.measured).toBe("1.50× (960 ms against 640 ms)");
  });
});
