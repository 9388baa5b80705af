import { floorPageName, gateName, landingName, notFoundName } from "./bench-pages.ts";
import type { BenchResults, PageSummary } from "./bench-results.ts";
import { categories, type Category, categoryNames, topFinding } from "./lighthouse-figures.ts";
import { formatSpread, kilobytes, layoutShift, milliseconds, seconds, whole } from "./markdown-table.ts";
import type { Preset } from "./lighthouse-runs.ts";
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

const lcpBudget = (atMostSeconds: number): MetricBudget => ({
  name: `LCP ≤ ${atMostSeconds.toFixed(1)} s`,
  figure: "lcp",
  metric: "LCP",
  passes: (ms) => ms <= atMostSeconds * 1000,
  format: seconds,
  unit: " s",
});
const tbtBudget = (atMostMs: number): MetricBudget => ({
  name: `TBT ≤ ${atMostMs} ms`,
  figure: "tbt",
  metric: "TBT",
  passes: (ms) => ms <= atMostMs,
  format: milliseconds,
  unit: " ms",
});
/** "CLS 0" as the report shows it: zero to Lighthouse's three decimals. */
const noShiftBudget: MetricBudget = {
  name: "CLS 0",
  figure: "cls",
  metric: "CLS",
  passes: (cls) => layoutShift(cls) === layoutShift(0),
  format: layoutShift,
  unit: "",
};

/**
 * The targets of issue 10 for the public pages and issue 11's for the
 * unlocked ones (opened by a stored key), judged on medians; Lighthouse
 * figures come from the mobile preset unless a row says desktop.
 */
export function evaluateTargets(results: BenchResults): TargetRow[] {
  const find = (preset: Preset, name: string) => {
    const page = results.pages.find((summary) => summary.preset === preset && summary.name === name);
    if (!page) throw new Error(`No ${preset} figures for ${name}.`);
    return page;
  };
  const floor = find("mobile", floorPageName);
  const landing = find("mobile", landingName);
  const gate = find("mobile", gateName);
  const notFound = find("mobile", notFoundName);
  const unlocked = results.pages.filter((page) => page.preset === "mobile" && page.unlocked);

  return [
    ...categories.map((category) => scoreTarget(landing, category, 100)),
    metricTarget(landing, lcpBudget(1.0)),
    floorRatioTarget(landing, floor, 1.6),
    ...[tbtBudget(30), noShiftBudget].map((budget) => metricTarget(landing, budget)),
    targetRow(
      "`/` JavaScript before the first interaction ≤ 20 KB gzip",
      `${kilobytes(landing.gzip.jsBytes)} KB gzip -9 (inline scripts; ${formatSpread(landing.figures.jsBytes, kilobytes)} KB of script files transferred)`,
      landing.gzip.jsBytes <= 20 * 1024,
    ),
    scoreTarget(gate, "performance", 100),
    metricTarget(gate, lcpBudget(1.1)),
    metricTarget(gate, tbtBudget(30)),
    scoreTarget(gate, "accessibility", 100),
    scoreTarget(gate, "best-practices", 100),
    ...(["performance", "accessibility", "best-practices"] as const).map((category) =>
      scoreTarget(notFound, category, 100),
    ),
    ...[landingName, gateName, notFoundName].map((name) =>
      scoreTarget(find("desktop", name), "performance", 100, "desktop"),
    ),
    ...unlocked.flatMap((page) => [
      scoreTarget(page, "performance", 90),
      ...[lcpBudget(2.5), tbtBudget(150), noShiftBudget].map((budget) => metricTarget(page, budget)),
      scoreTarget(page, "accessibility", 100),
      scoreTarget(page, "best-practices", 100),
      scoreTarget(find("desktop", page.name), "performance", 100, "desktop"),
    ]),
    cssTarget(results.pages.filter((page) => page.preset === "mobile" && page.site === "portfolio")),
    mermaidTarget(results),
    timingTarget(
      "First click on Work → password field focused ≤ 300 ms (cold `/`, CPU slowed 4×)",
      results.interactions.firstPrompt,
      300,
    ),
    timingTarget("Unlock ≤ 400 ms (submit → first card painted)", results.interactions.unlockToGrid, 400),
    timingTarget("Case-study text ≤ 150 ms (card click → overview painted)", results.interactions.cardToOverview, 150),
    timingTarget("Case-study hero ≤ 400 ms (card click → hero screen painted)", results.interactions.cardToHero, 400),
  ];
}

/** Our LCP against the floor page's in the same run: what the page costs beyond the network and the machine. */
function floorRatioTarget(page: PageSummary, floor: PageSummary, atMost: number): TargetRow {
  const ratio = page.figures.lcp.median / floor.figures.lcp.median;
  return targetRow(
    `${page.name} LCP ≤ ${atMost}× the floor page's`,
    `${ratio.toFixed(2)}× (${seconds(page.figures.lcp.median)} s against ${seconds(floor.figures.lcp.median)} s)`,
    ratio <= atMost,
    page.lcpElement,
  );
}

/** A row whose "What holds it back" stays empty when met, and otherwise starts from the hints, or a dash. */
function targetRow(target: string, measured: string, met: boolean, ...hints: (string | undefined)[]): TargetRow {
  const useful = hints.filter((hint) => hint !== undefined);
  return { target, measured, met, holdsBack: met ? "" : useful.join("; ") || "—" };
}

function scoreTarget(page: PageSummary, category: Category, atLeast: number, preset?: Preset): TargetRow {
  const spread = page.figures[category];
  return targetRow(
    `${page.name} ${categoryNames[category]} ${atLeast === 100 ? "100" : `≥ ${atLeast}`}${preset ? ` (${preset})` : ""}`,
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
