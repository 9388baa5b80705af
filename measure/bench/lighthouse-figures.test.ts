import { describe, expect, it } from "vitest";
import { findings, type LhrLike, rankFindings, runFigures } from "./lighthouse-figures";

const audit = (title: string, score: number | null, extra: Partial<LhrLike["audits"][string]> = {}) => ({
  title,
  score,
  scoreDisplayMode: "numeric",
  ...extra,
});

const lhr: LhrLike = {
  categories: {
    performance: {
      score: 0.975,
      auditRefs: [
        { id: "largest-contentful-paint", weight: 25, group: "metrics" },
        { id: "unused-javascript", weight: 0, group: "diagnostics" },
        { id: "bootup-time", weight: 0, group: "diagnostics" },
        { id: "bf-cache", weight: 0, group: "diagnostics" },
        { id: "render-blocking-insight", weight: 0, group: "hidden" },
      ],
    },
    accessibility: { score: 1, auditRefs: [] },
    "best-practices": { score: 0.96, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
    seo: { score: 0.63, auditRefs: [{ id: "is-crawlable", weight: 4 }] },
  },
  audits: {
    "first-contentful-paint": audit("FCP", 1, { numericValue: 800 }),
    "largest-contentful-paint": audit("LCP", 0.8, { numericValue: 1500 }),
    "total-blocking-time": audit("TBT", 1, { numericValue: 20 }),
    "cumulative-layout-shift": audit("CLS", 1, { numericValue: 0 }),
    "speed-index": audit("SI", 1, { numericValue: 900 }),
    metrics: audit("Metrics", null, { details: { items: [{ observedLargestContentfulPaint: 320.5 }] } }),
    "main-thread-tasks": audit("Tasks", null, {
      details: { items: [{ duration: 34 }, { duration: 212.25 }, { duration: 27 }] },
    }),
    "long-tasks": audit("Avoid long main-thread tasks", 0, {
      details: {
        items: [
          { url: "http://localhost/", duration: 91.5 },
          { url: "Unattributable", duration: 64 },
        ],
      },
    }),
    "unused-javascript": audit("Reduce unused JavaScript", 0, {
      displayValue: "Est savings of 52 KiB",
      metricSavings: { LCP: 400, FCP: 300 },
    }),
    "bootup-time": audit("Reduce JavaScript execution time", 0, { metricSavings: { TBT: 500 } }),
    "bf-cache": audit("Page prevented back/forward cache restoration", 0),
    "render-blocking-insight": audit("Render blocking requests", 0, { metricSavings: { FCP: 900 } }),
    "errors-in-console": audit("Browser errors were logged to the console", 0),
    "is-crawlable": audit("Page is blocked from indexing", 0),
    "network-requests": audit("Network Requests", null, {
      details: {
        items: [
          { url: "http://localhost/", resourceType: "Document", transferSize: 3000 },
          { url: "http://localhost/a.js", resourceType: "Script", transferSize: 1000 },
          { url: "blob:http://localhost/1", resourceType: "Image", transferSize: 0 },
        ],
      },
    }),
  },
};

describe("runFigures", () => {
  it("rounds scores as Lighthouse shows them, takes the trace's own LCP and longest task beside the simulated one, and counts only requests that went over HTTP", () => {
    expect(runFigures(lhr)).toMatchObject({
      performance: 98,
      "best-practices": 96,
      seo: 63,
      lcp: 1500,
      seenLcp: 320.5,
      longestTask: 91.5,
      seenLongestTask: 212.25,
      requests: 2,
      jsBytes: 1000,
      otherBytes: 3000,
    });
  });

  it("counts no simulated long task when Lighthouse lists none", () => {
    const noLongTask = audit("Avoid long main-thread tasks", 1, { details: { items: [] } });
    expect(runFigures({ ...lhr, audits: { ...lhr.audits, "long-tasks": noLongTask } }).longestTask).toBe(0);
  });
});

describe("findings", () => {
  it("keeps performance audits with a saving, and every failing audit of the other categories", () => {
    expect(findings(lhr).map((finding) => finding.label)).toEqual([
      "Reduce unused JavaScript (Est savings of 52 KiB)",
      "Reduce JavaScript execution time",
      "Browser errors were logged to the console",
      "Page is blocked from indexing",
    ]);
  });

  it("ranks by the saving on the metric asked about", () => {
    expect(rankFindings(findings(lhr), "performance", "TBT")).toEqual(["Reduce JavaScript execution time"]);
    expect(rankFindings(findings(lhr), "performance")).toEqual([
      "Reduce unused JavaScript (Est savings of 52 KiB)",
      "Reduce JavaScript execution time",
    ]);
  });
});
