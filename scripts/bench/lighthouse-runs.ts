import lighthouse, { desktopConfig, type Config, type Flags, type Result } from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { type BenchPage, benchPages, gateSelector } from "./bench-pages.ts";
import { launchChrome } from "./launch-chrome.ts";
import {
  findings,
  type Finding,
  lcpElement,
  runFigures,
  type RunFigures,
  scriptAndStyleUrls,
} from "./lighthouse-figures.ts";
import { clearHttpCache, unlockTab } from "./unlock-tab.ts";

export const presets = ["mobile", "desktop"] as const;
export type Preset = (typeof presets)[number];

/** Lighthouse's default config is its mobile preset. */
const presetConfig: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

export type LighthouseRun = {
  figures: RunFigures;
  findings: Finding[];
  lcpElement: string | undefined;
  assets: { js: string[]; css: string[] };
  warnings: string[];
};
export type PageRuns = { page: BenchPage; preset: Preset; runs: LighthouseRun[] };

/** Where each kind of page is served: the portfolio by npm start's server, the floor page by the bench. */
export type Origins = Record<NonNullable<BenchPage["site"]>, string>;

type RunsOptions = { origins: Origins; runs: number; password: string; log: (line: string) => void };

/**
 * Every page × preset, `runs` times, in one Chromium. Runs interleave (run 1
 * of every page, then run 2 …) so a burst of load elsewhere on the machine
 * spreads over all pages instead of skewing one.
 */
export async function lighthouseRuns({ origins, runs, password, log }: RunsOptions): Promise<PageRuns[]> {
  const chrome = await launchChrome();
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const results: PageRuns[] = presets.flatMap((preset) => benchPages.map((page) => ({ page, preset, runs: [] })));
    for (let run = 1; run <= runs; run++) {
      for (const result of results) {
        const started = Date.now();
        const measured = await measureWithRetry(browser, {
          origin: origins[result.page.site ?? "portfolio"],
          password,
          page: result.page,
          preset: result.preset,
        });
        result.runs.push(measured);
        const { performance, lcp } = measured.figures;
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        log(
          `  ${result.preset} ${result.page.path} run ${run}/${runs}: Performance ${performance}, LCP ${lcp.toFixed(0)} ms (${seconds} s)`,
        );
      }
    }
    return results;
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

type MeasureOnce = { origin: string; password: string; page: BenchPage; preset: Preset };

/** Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again"). */
class TraceNotRecorded extends Error {}
const attemptsPerRun = 3;

async function measureWithRetry(browser: Browser, options: MeasureOnce): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, options);
    } catch (error) {
      if (!(error instanceof TraceNotRecorded) || attempt === attemptsPerRun) throw error;
    }
  }
}

async function measureOnce(browser: Browser, { origin, password, page, preset }: MeasureOnce): Promise<LighthouseRun> {
  const tab = await browser.newPage();
  try {
    if (page.unlocked) {
      await unlockTab(tab, origin, password);
      await clearHttpCache(tab);
    }
    const flags: Flags = {
      output: "json",
      logLevel: "error",
      // Keeps the unlocked tab's key; locked pages get Lighthouse's usual reset.
      disableStorageReset: page.unlocked,
      // The 404 page answers with status 404 on purpose.
      ignoreStatusCode: true,
      disableFullPageScreenshot: true,
    };
    const result = await lighthouse(`${origin}${page.path}`, flags, presetConfig[preset], tab);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}.`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const failure = lhr.runtimeError.code === "NO_NAVSTART" ? TraceNotRecorded : Error;
      throw new failure(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
    }
    await assertShowsPage(tab, page, lhr);
    return {
      figures: runFigures(lhr),
      findings: findings(lhr),
      lcpElement: lcpElement(lhr),
      assets: scriptAndStyleUrls(lhr),
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    await tab.close();
  }
}

/** A run that measured the wrong screen (the gate instead of the grid, say) must fail, not count. */
async function assertShowsPage(tab: Page, page: BenchPage, lhr: Result): Promise<void> {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const state = await tab.evaluate(
    (proof, gate) => ({
      shows: [...document.querySelectorAll(proof.selector)].some(
        (element) => proof.text === undefined || (element.textContent ?? "").includes(proof.text),
      ),
      gate: document.querySelector(gate) !== null,
    }),
    page.proof,
    gateSelector,
  );
  const problem =
    finalPath !== page.path
      ? `ended on ${finalPath}`
      : !state.shows
        ? `shows no ${page.proof.selector}${page.proof.text ? ` with "${page.proof.text}"` : ""}`
        : page.unlocked && state.gate
          ? "shows the password gate"
          : undefined;
  if (problem)
    throw new Error(`The Lighthouse run of ${page.path} (${page.unlocked ? "unlocked" : "locked"}) ${problem}.`);
}
