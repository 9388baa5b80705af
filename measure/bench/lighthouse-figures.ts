import { bytesByKind, isNetworkRequest, type RequestRow } from "./resource-bytes.ts";

export type LhrLike = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, AuditLike>;
};

type AuditLike = {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Partial<Record<string, number>>;
  details?: unknown;
};

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];
export const categoryNames: Record<Category, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

/** Scores 0–100, times in ms, bytes as transferred. `seenLcp` and `seenLongestTask` are the trace's own, unthrottled. */
export type RunFigures = Record<Category, number> & {
  fcp: number;
  lcp: number;
  seenLcp: number;
  tbt: number;
  /** Simulated, as TBT counts it; 0 when no task reaches the 50 ms Lighthouse lists from. */
  longestTask: number;
  seenLongestTask: number;
  cls: number;
  speedIndex: number;
  requests: number;
  jsBytes: number;
  cssBytes: number;
  fontBytes: number;
  imageBytes: number;
  otherBytes: number;
};

export const figureKeys = [
  ...categories,
  "fcp",
  "lcp",
  "seenLcp",
  "tbt",
  "longestTask",
  "seenLongestTask",
  "cls",
  "speedIndex",
  "requests",
  "jsBytes",
  "cssBytes",
  "fontBytes",
  "imageBytes",
  "otherBytes",
] as const satisfies readonly (keyof RunFigures)[];

export type Finding = { category: Category; label: string; weight: number; savings: Partial<Record<string, number>> };

export function runFigures(lhr: LhrLike): RunFigures {
  const rows = requestRows(lhr);
  const bytes = bytesByKind(rows);
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    "best-practices": score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcp: metric(lhr, "first-contentful-paint"),
    lcp: metric(lhr, "largest-contentful-paint"),
    seenLcp: observedLcp(lhr),
    tbt: metric(lhr, "total-blocking-time"),
    longestTask: simulatedLongestTask(lhr),
    seenLongestTask: seenLongestTask(lhr),
    cls: metric(lhr, "cumulative-layout-shift"),
    speedIndex: metric(lhr, "speed-index"),
    requests: rows.filter(isNetworkRequest).length,
    jsBytes: bytes.js,
    cssBytes: bytes.css,
    fontBytes: bytes.font,
    imageBytes: bytes.image,
    otherBytes: bytes.other + bytes.document,
  };
}

export function scriptAndStyleUrls(lhr: LhrLike): { js: string[]; css: string[] } {
  const rows = requestRows(lhr).filter(isNetworkRequest);
  const urlsOf = (type: string) => rows.filter((row) => row.resourceType === type).map((row) => row.url);
  return { js: urlsOf("Script"), css: urlsOf("Stylesheet") };
}

export function networkUrls(lhr: LhrLike): string[] {
  return requestRows(lhr)
    .filter(isNetworkRequest)
    .map((row) => row.url);
}

export function findings(lhr: LhrLike): Finding[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      // Metrics are the figures themselves, hidden audits duplicate visible ones, and lcpElement() reads the LCP one.
      if (!audit || ref.group === "metrics" || ref.group === "hidden" || ref.id === lcpAudit) return [];
      if (audit.score === null || audit.score >= (category === "performance" ? 0.9 : 1)) return [];
      // A performance audit without an estimated saving (an unused bf-cache, say) holds no metric back.
      const savings = audit.metricSavings ?? {};
      if (category === "performance" && !Object.values(savings).some((saving) => (saving ?? 0) > 0)) return [];
      if (category !== "performance" && ref.weight === 0) return [];
      const label = audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title;
      return [{ category, label, weight: ref.weight, savings }];
    }),
  );
}

export function rankFindings(all: readonly Finding[], category: Category, metric?: string): string[] {
  const saving = (finding: Finding) =>
    metric
      ? (finding.savings[metric] ?? 0)
      : (finding.savings.LCP ?? 0) + (finding.savings.FCP ?? 0) + (finding.savings.TBT ?? 0);
  return all
    .filter((finding) => finding.category === category && (!metric || saving(finding) > 0))
    .sort((a, b) => saving(b) - saving(a) || b.weight - a.weight)
    .map((finding) => finding.label);
}

export function topFinding(all: readonly Finding[], category: Category, metric?: string): string | undefined {
  return rankFindings(all, category, metric)[0];
}

const lcpAudit = "largest-contentful-paint-element";

export function lcpElement(lhr: LhrLike): string | undefined {
  const [elementTable, phaseTable] = itemsOf(lhr.audits[lcpAudit]?.details);
  const node = itemsOf(elementTable)[0]?.node;
  if (!isRecord(node) || typeof node.selector !== "string") return undefined;
  const element = node.selector.split(" > ").at(-1) ?? node.selector;
  const label = typeof node.nodeLabel === "string" ? ` “${node.nodeLabel.slice(0, 40)}”` : "";
  const phases = itemsOf(phaseTable).filter((phase) => typeof phase.timing === "number");
  const longest = phases.sort((a, b) => Number(b.timing) - Number(a.timing))[0];
  const phase = longest ? `, mostly ${String(longest.phase)} (${String(longest.percent)})` : "";
  return `LCP element ${element}${label}${phase}`;
}

function score(lhr: LhrLike, category: Category): number {
  const value = lhr.categories[category]?.score;
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${category} score.`);
  return Math.round(value * 100);
}

function metric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}.`);
  return value;
}

// The simulated figures scale the trace by a model of a slow phone; these two are what the browser did on this host.
function observedLcp(lhr: LhrLike): number {
  const value = itemsOf(lhr.audits.metrics?.details)[0]?.observedLargestContentfulPaint;
  if (typeof value !== "number") throw new Error("Lighthouse gave no observed LCP.");
  return value;
}

function seenLongestTask(lhr: LhrLike): number {
  return longestDuration(lhr.audits["main-thread-tasks"]?.details);
}

// `long-tasks` times each top-level task as the simulated phone would run it, and lists only those of 50 ms or more.
function simulatedLongestTask(lhr: LhrLike): number {
  return longestDuration(lhr.audits["long-tasks"]?.details);
}

function longestDuration(details: unknown): number {
  const durations = itemsOf(details).map((task) => task.duration);
  return Math.max(0, ...durations.filter((duration) => typeof duration === "number"));
}

function requestRows(lhr: LhrLike): RequestRow[] {
  return itemsOf(lhr.audits["network-requests"]?.details).flatMap((item) =>
    typeof item.url === "string" && typeof item.transferSize === "number"
      ? [
          {
            url: item.url,
            transferSize: item.transferSize,
            resourceType: typeof item.resourceType === "string" ? item.resourceType : undefined,
            mimeType: typeof item.mimeType === "string" ? item.mimeType : undefined,
          },
        ]
      : [],
  );
}

// Lighthouse types details loosely, so each row is checked.
function itemsOf(details: unknown): Record<string, unknown>[] {
  return isRecord(details) && Array.isArray(details.items) ? details.items.filter(isRecord) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
