import { readFile } from "node:fs/promises";
import path from "node:path";
import { clientDir, notFoundFile } from "../../site/build-layout.ts";
import { gzip, inlineScripts, inlineStyles } from "../../pipeline/size-budgets/measure.ts";
import { type BenchPage, benchPageOf, benchPages } from "./bench-pages.ts";
import { gzipSizeOfUrls } from "./gzip-sizes.ts";
import type { InteractionTimings } from "./interaction-timings.ts";
import { type AssertionResult, type GroupResults, type Preset, presets } from "./lighthouse-ci.ts";
import {
  figureKeys,
  findings,
  type Finding,
  lcpElement,
  type LhrLike,
  networkUrls,
  runFigures,
  scriptAndStyleUrls,
} from "./lighthouse-figures.ts";
import type { MachineInfo } from "./machine-info.ts";
import type { MermaidLoading } from "./mermaid-loading.ts";
import { spreadEach, type Spread } from "./stats.ts";

export type SavedLhr = LhrLike & {
  requestedUrl: string;
  finalDisplayedUrl: string;
  fetchTime: string;
  lighthouseVersion: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
};

export type PageSummary = {
  name: string;
  site: BenchPage["site"];
  path: string;
  unlocked: boolean;
  preset: Preset;
  figures: Record<(typeof figureKeys)[number], Spread>;
  findings: Finding[];
  lcpElement: string | undefined;
  /** Gzip -9 from build/client of the JavaScript run before any interaction and of the CSS, inline and requested. */
  gzip: { jsBytes: number; cssBytes: number };
  warnings: string[];
  assertions: AssertionResult[];
};

export type BenchResults = {
  machine: MachineInfo;
  runs: number;
  interactionRuns: number;
  pages: PageSummary[];
  interactions: InteractionTimings;
  mermaid: MermaidLoading;
};

export async function summarizePages(
  groups: readonly GroupResults<SavedLhr>[],
  floorOrigin: string,
): Promise<PageSummary[]> {
  const summaries: PageSummary[] = [];
  for (const { group, pages, assertions } of groups) {
    for (const { url, runs, representative } of pages) {
      const page = benchPageOf(url, group.unlocked, floorOrigin);
      runs.forEach((run) => assertMeasured(run, page));
      const html = await pageHtml(page);
      const inlineBytes = (texts: string[]) => texts.reduce((sum, text) => sum + gzip(text), 0);
      const assets = scriptAndStyleUrls(representative);
      summaries.push({
        name: page.name,
        site: page.site,
        path: page.path,
        unlocked: page.unlocked,
        preset: group.preset,
        figures: spreadEach(runs.map(runFigures), figureKeys),
        findings: findings(representative),
        lcpElement: lcpElement(representative),
        gzip: {
          jsBytes: (await gzipSizeOfUrls(assets.js)) + inlineBytes(inlineScripts(html)),
          cssBytes: (await gzipSizeOfUrls(assets.css)) + inlineBytes(inlineStyles(html)),
        },
        warnings: [...new Set(runs.flatMap((run) => run.runWarnings))],
        assertions: assertions.filter((result) => result.url === url),
      });
    }
  }
  const order = (summary: PageSummary) => benchPages.findIndex((page) => page.name === summary.name);
  return summaries.sort((a, b) => presets.indexOf(a.preset) - presets.indexOf(b.preset) || order(a) - order(b));
}

// A run that measured the wrong screen must fail the bench; only an unlocked page requests the vault.
export function assertMeasured(run: SavedLhr, page: BenchPage): void {
  const where = `The Lighthouse run of ${page.path} (${page.unlocked ? "unlocked" : "locked"})`;
  if (run.runtimeError) throw new Error(`${where} failed: ${run.runtimeError.message}`);
  const finalPath = new URL(run.finalDisplayedUrl).pathname;
  if (finalPath !== page.path) throw new Error(`${where} ended on ${finalPath}.`);
  const openedVault = networkUrls(run).some((url) => new URL(url).pathname.startsWith("/vault/"));
  if (page.site === "portfolio" && openedVault !== page.unlocked) {
    throw new Error(`${where} ${page.unlocked ? "showed the gate: the tab held no key" : "opened the vault"}.`);
  }
}

async function pageHtml(page: BenchPage): Promise<string> {
  if (page.site === "floor") return "";
  const file = path.join(clientDir, page.path, "index.html");
  return readFile(file, "utf8").catch(() => readFile(notFoundFile, "utf8"));
}
