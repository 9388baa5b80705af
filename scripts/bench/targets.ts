import type { BenchResults, PageSummary } from "./bench-results.ts";
import { categories, type Category, categoryNames, topFinding } from "./lighthouse-figures.ts";
import { formatSpread, kilobytes, layoutShift, milliseconds, seconds, whole } from "./markdown-table.ts";
import type { Spread } from "./stats.ts";

export type TargetRow = { target: string; measured: string; met: boolean; holdsBack: string };

type MetricBudget = {
  name: string;
  figure: "lcp" | "tbt" | "cls";
  /** Lighthouse's name for the metric in an audit's estimated savings. */
  metric: "LCP" | "TBT" | "CLS";
  passes: (median: number) => boolean;
  format: (value: number) => string;
  unit: string;
};

const lcpBudget: MetricBudget = {
  name: "LCP ≤ 1.2 s",
  figure: "lcp",
  metric: "LCP",
  passes: (ms) => ms <= 1200,
  format: seconds,
  unit: " s",
};
const tbtBudget: MetricBudget = {
  name: "TBT ≤ 30 ms",
  figure: "tbt",
  metric: "TBT",
  passes: (ms) => ms <= 30,
  format: milliseconds,
  unit: " ms",
};
/** "CLS 0" as the report shows it: zero to Lighthouse's three decimals. */
const noShiftBudget: MetricBudget = {
  name: "CLS 0",
  figure: "cls",
  metric: "CLS",
  passes: (cls) => layoutShift(cls) === layoutShift(0),
  format: layoutShift,
  unit: "",
};

/** The budgets of issue 5, judged on medians; Lighthouse figures come from the mobile preset. */
export function evaluateTargets(results: BenchResults): TargetRow[] {
  const mobile = results.pages.filter((page) => page.preset === "mobile");
  const landing = mobile.find((page) => page.path === "/");
  const others = mobile.filter((page) => page !== landing);
  const studies = mobile.filter((page) => page.path.startsWith("/project/"));
  if (!landing) throw new Error("No mobile figures for /.");

  return [
    ...categories.map((category) => scoreTarget(landing, category, 100)),
    ...[lcpBudget, tbtBudget, noShiftBudget].map((budget) => metricTarget(landing, budget)),
    ...others.flatMap((page) => [
      scoreTarget(page, "performance", 98),
      scoreTarget(page, "accessibility", 100),
      scoreTarget(page, "best-practices", 100),
    ]),
    ...studies.map((page) => metricTarget(page, noShiftBudget)),
    {
      target: "JavaScript for `/` ≤ 110 KB gzip",
      measured: `${kilobytes(landing.gzip.jsBytes)} KB gzip -9 (${formatSpread(landing.figures.jsBytes, kilobytes)} KB transferred)`,
      met: landing.gzip.jsBytes <= 110 * 1024,
      holdsBack: "—",
    },
    cssTarget(mobile),
    mermaidTarget(results),
    timingTarget("Unlock ≤ 400 ms (submit → first card painted)", results.interactions.unlockToGrid, 400),
    timingTarget("Case-study text ≤ 150 ms (card click → overview painted)", results.interactions.cardToOverview, 150),
  ];
}

function scoreTarget(page: PageSummary, category: Category, atLeast: number): TargetRow {
  const spread = page.figures[category];
  const met = spread.median >= atLeast;
  return {
    target: `${page.name} ${categoryNames[category]} ${atLeast === 100 ? "100" : `≥ ${atLeast}`}`,
    measured: formatSpread(spread, whole),
    met,
    holdsBack: met
      ? ""
      : hints(topFinding(page.findings, category), category === "performance" ? page.lcpElement : undefined),
  };
}

function metricTarget(page: PageSummary, budget: MetricBudget): TargetRow {
  const spread = page.figures[budget.figure];
  const met = budget.passes(spread.median);
  const lcpElement = budget.metric === "LCP" ? page.lcpElement : undefined;
  return {
    target: `${page.name} ${budget.name}`,
    measured: `${formatSpread(spread, budget.format)}${budget.unit}`,
    met,
    holdsBack: met ? "" : hints(topFinding(page.findings, "performance", budget.metric), lcpElement),
  };
}

/** Pre-filled starting points for the human who explains a miss; a dash when Lighthouse offers none. */
function hints(...found: (string | undefined)[]): string {
  const useful = found.filter((hint) => hint !== undefined);
  return useful.length > 0 ? useful.join("; ") : "—";
}

function cssTarget(mobile: readonly PageSummary[]): TargetRow {
  const largest = mobile.reduce((most, page) => (page.gzip.cssBytes > most.gzip.cssBytes ? page : most));
  return {
    target: "CSS ≤ 20 KB gzip (largest of any page)",
    measured: `${kilobytes(largest.gzip.cssBytes)} KB gzip -9 on ${largest.name}`,
    met: largest.gzip.cssBytes <= 20 * 1024,
    holdsBack: "—",
  };
}

function mermaidTarget({ mermaid }: BenchResults): TargetRow {
  const outside = mermaid.requestedOn.filter((entry) => entry.mermaid && !entry.hasDiagram);
  return {
    target: "Mermaid never loaded outside a page with a diagram",
    measured:
      outside.length === 0
        ? "not loaded on the pages checked"
        : `loaded on ${outside.map((entry) => entry.page).join(", ")}`,
    met: outside.length === 0,
    holdsBack: "—",
  };
}

function timingTarget(target: string, spread: Spread, atMost: number): TargetRow {
  return { target, measured: `${formatSpread(spread, milliseconds)} ms`, met: spread.median <= atMost, holdsBack: "—" };
}
