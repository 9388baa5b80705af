import type { BenchResults } from "./bench-results.ts";
import { formatSpread, kilobytes, layoutShift, milliseconds, seconds, whole } from "./markdown-table.ts";
import type { TargetRow } from "./targets.ts";

export function consoleSummary(results: BenchResults, targets: readonly TargetRow[], minutes: number): string {
  const { interactions, mermaid } = results;
  const pages = results.pages.map(
    ({ preset, site, path, unlocked, figures }) =>
      `  ${preset.padEnd(7)} ${(site === "floor" ? "floor page" : `${path}${unlocked ? " (unlocked)" : ""}`).padEnd(35)} ` +
      `Perf ${formatSpread(figures.performance, whole)} · LCP ${formatSpread(figures.lcp, seconds)} s ` +
      `(seen ${formatSpread(figures.seenLcp, milliseconds)} ms) · TBT ${formatSpread(figures.tbt, milliseconds)} ms · ` +
      `longest task ${formatSpread(figures.longestTask, milliseconds)} ms (seen ${formatSpread(figures.seenLongestTask, milliseconds)}) · CLS ${formatSpread(figures.cls, layoutShift)} · ` +
      `JS ${formatSpread(figures.jsBytes, kilobytes)} KB`,
  );
  const missed = targets.filter((row) => !row.met);
  return [
    `Bench finished in ${minutes.toFixed(1)} min: docs/benchmarks.md and docs/benchmarks.json written.`,
    "Lighthouse, median (min–max):",
    ...pages,
    `First prompt ${formatSpread(interactions.firstPrompt, milliseconds)} ms · ` +
      `unlock ${formatSpread(interactions.unlockToGrid, milliseconds)} ms · ` +
      `case-study text ${formatSpread(interactions.cardToOverview, milliseconds)} ms, ` +
      `hero ${formatSpread(interactions.cardToHero, milliseconds)} ms · ` +
      `Mermaid ${mermaid.chunkCount} chunks, ${formatSpread(mermaid.chunkBytes, kilobytes)} KB, ` +
      `diagram ${formatSpread(mermaid.navigationToDiagram, milliseconds)} ms after navigation`,
    `Targets met: ${targets.length - missed.length}/${targets.length}.`,
    ...missed.map((row) => `  ❌ ${row.target}: ${row.measured}`),
  ].join("\n");
}
