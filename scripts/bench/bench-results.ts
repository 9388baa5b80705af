import { gzipSizeOfUrls } from "./gzip-sizes.ts";
import type { InteractionTimings } from "./interaction-timings.ts";
import { figureKeys, type Finding } from "./lighthouse-figures.ts";
import type { PageRuns, Preset } from "./lighthouse-runs.ts";
import type { MachineInfo } from "./machine-info.ts";
import type { MermaidLoading } from "./mermaid-loading.ts";
import { spreadEach, type Spread } from "./stats.ts";

export type PageSummary = {
  name: string;
  path: string;
  unlocked: boolean;
  preset: Preset;
  figures: Record<(typeof figureKeys)[number], Spread>;
  /** The failing audits of the run whose Performance score is the median one. */
  findings: Finding[];
  lcpElement: string | undefined;
  /** Gzip -9 size, from build/client, of the JavaScript and CSS the page requested. */
  gzip: { jsBytes: number; cssBytes: number };
  warnings: string[];
};

export type BenchResults = {
  machine: MachineInfo;
  runs: number;
  interactionRuns: number;
  pages: PageSummary[];
  interactions: InteractionTimings;
  mermaid: MermaidLoading;
};

export async function summarizePages(pageRuns: readonly PageRuns[]): Promise<PageSummary[]> {
  const summaries: PageSummary[] = [];
  for (const { page, preset, runs } of pageRuns) {
    const figures = spreadEach(
      runs.map((run) => run.figures),
      figureKeys,
    );
    const distance = (run: (typeof runs)[number]) => Math.abs(run.figures.performance - figures.performance.median);
    const medianRun = runs.reduce((closest, run) => (distance(run) < distance(closest) ? run : closest));
    summaries.push({
      name: page.name,
      path: page.path,
      unlocked: page.unlocked,
      preset,
      figures,
      findings: medianRun.findings,
      lcpElement: medianRun.lcpElement,
      gzip: {
        jsBytes: await gzipSizeOfUrls(medianRun.assets.js),
        cssBytes: await gzipSizeOfUrls(medianRun.assets.css),
      },
      warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    });
  }
  return summaries;
}
