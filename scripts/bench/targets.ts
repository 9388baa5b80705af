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
    targetRow(
      "JavaScript for `/` ≤ 110 KB gzip",
      `${kilobytes(landing.gzip.jsBytes)} KB gzip -9 (${formatSpread(landing.figures.jsBytes, kilobytes)} KB transferred)`,
      landing.gzip.jsBytes <= 110 * 1024,
    ),
    cssTarget(mobile),
    mermaidTarget(results),
    timingTarget("Unlock ≤ 400 ms (submit → first card painted)", results.interactions.unlockToGrid, 400),
    timingTarget("Case-study text ≤ 150 ms (card click → overview painted)", results.interactions.cardToOverview, 150),
  ];
}

/** A row whose "What holds it back" stays empty when met, and otherwise starts from the hints, or a dash. */
function targetRow(target: string, measured: string, met: boolean, ...hints: (string | undefined)[]): TargetRow {
  const useful = hints.filter((hint) => hint !== undefined);
  return { target, measured, met, holdsBack: met ? "" : useful.join("; ") || "—" };
}

function scoreTarget(page: PageSummary, category: Category, atLeast: number): TargetRow {
  const spread = page.figures[category];
  return targetRow(
    `${page.name} ${categoryNames[category]} ${atLeast === 100 ? "100" : `≥ ${atLeast}`}`,
    formatSpread(spread, whole),
    spread.median >= atLeast,
    topFinding(page.findings, category),
    category === "performance" ? page.lcpElement : undefined,
  );
}

function metricTarget(page: PageSummary, budget: MetricBudget): TargetRow {
  const spread = page.figures[budget.figure];
  return targetRow(
    `${page.name} ${budget.name}`,
    `${formatSpread(spread, budget.format)}${budget.unit}`,
    budget.passes(spread.median),
    topFinding(page.findings, "performance", budget.metric),
    budget.metric === "LCP" ? page.lcpElement : undefined,
  );
}

function cssTarget(mobile: readonly PageSummary[]): TargetRow {
  const largest = mobile.reduce((most, page) => (page.gzip.cssBytes > most.gzip.cssBytes ? page : most));
  return targetRow(
    "CSS ≤ 20 KB gzip (largest of any page)",
    `${kilobytes(largest.gzip.cssBytes)} KB gzip -9 on ${largest.name}`,
    largest.gzip.cssBytes <= 20 * 1024,
  );
}

function mermaidTarget({ mermaid }: BenchResults): TargetRow {
  const outside = mermaid.requestedOn.filter((entry) => entry.mermaid && !entry.hasDiagram);
  return targetRow(
    "Mermaid never loaded outside a page with a diagram",
    outside.length === 0
      ? "not loaded on the pages checked"
      : `loaded on ${outside.map((entry) => entry.page).join(", ")}`,
    outside.length === 0,
  );
}

function timingTarget(target: string, spread: Spread, atMost: number): TargetRow {
  return targetRow(target, `${formatSpread(spread, milliseconds)} ms`, spread.median <= atMost);
}
