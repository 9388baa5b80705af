import { readFile } from "node:fs/promises";
import path from "node:path";
import { clientDir, notFoundFile } from "../../server/build-layout.ts";
import { gzip, inlineScripts, inlineStyles } from "../size-budgets/measure.ts";
import type { BenchPage } from "./bench-pages.ts";
import { gzipSizeOfUrls } from "./gzip-sizes.ts";
import type { InteractionTimings } from "./interaction-timings.ts";
import { figureKeys, type Finding } from "./lighthouse-figures.ts";
import type { PageRuns, Preset } from "./lighthouse-runs.ts";
import type { MachineInfo } from "./machine-info.ts";
import type { MermaidLoading } from "./mermaid-loading.ts";
import { spreadEach, type Spread } from "./stats.ts";

export type PageSummary = {
  name: string;
  site: NonNullable<BenchPage["site"]>;
  path: string;
  unlocked: boolean;
  preset: Preset;
  figures: Record<(typeof figureKeys)[number], Spread>;
  /** The failing audits of the run whose Performance score is the median one. */
  findings: Finding[];
  lcpElement: string | undefined;
  /**
   * Gzip -9 size, from build/client, of the JavaScript the page ran before any
   * interaction (its inline scripts and the scripts it requested) and of its
   * CSS (written into the page, and any it requested).
   */
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
    const html = await pageHtml(page);
    const inlineBytes = (texts: string[]) => texts.reduce((sum, text) => sum + gzip(text), 0);
    summaries.push({
      name: page.name,
      site: page.site ?? "portfolio",
      path: page.path,
      unlocked: page.unlocked,
      preset,
      figures,
      findings: medianRun.findings,
      lcpElement: medianRun.lcpElement,
      gzip: {
        jsBytes: (await gzipSizeOfUrls(medianRun.assets.js)) + inlineBytes(inlineScripts(html)),
        cssBytes: (await gzipSizeOfUrls(medianRun.assets.css)) + inlineBytes(inlineStyles(html)),
      },
      warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    });
  }
  return summaries;
}

/** The prerendered file the server answers a page's path with (the floor page has none in the build). */
async function pageHtml(page: BenchPage): Promise<string> {
  if (page.site === "floor") return "";
  const file = path.join(clientDir, page.path, "index.html");
  return readFile(file, "utf8").catch(() => readFile(notFoundFile, "utf8"));
}
