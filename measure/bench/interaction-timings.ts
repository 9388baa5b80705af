import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import { access, site } from "../../content/public.ts";
import { benchStudies } from "./bench-studies.ts";
import { gridCardSelector, heroImageSelector, overviewTextSelector } from "./selectors.ts";
import { armClickToPaint, readClickToPaint } from "./paint-timing.ts";
import { spread, type Spread } from "./stats.ts";
import { gridPath, studyPath } from "../../site/routes.ts";

const workLabel = site.nav.find((item) => item.requiresAuth)?.name ?? "Work";
const gridImageSelector = "main > ul > li img";
const studyId = benchStudies.screens;

export type InteractionTimings = {
  firstPrompt: Spread;
  unlockToGrid: Spread;
  unlockToFirstImage: Spread;
  cardToOverview: Spread;
  cardToHero: Spread;
  /** What the click fetched before the text painted (the rest came from the context's cache), median run. */
  cardFetches: string[];
};

type TimingOptions = { browser: Browser; origin: string; password: string; runs: number; log: (line: string) => void };

// Plain Chromium (no Lighthouse throttling), each run in a fresh context: empty HTTP cache, no stored key.
export async function interactionTimings({ browser, origin, password, runs, log }: TimingOptions) {
  const prompt: number[] = [];
  const unlock: [number, number][] = [];
  const card: { ms: number; heroMs: number; fetches: string[] }[] = [];
  for (let run = 1; run <= runs; run++) {
    prompt.push(await inFreshContext(browser, (page) => timeFirstPrompt(page, origin)));
    unlock.push(await inFreshContext(browser, (page) => timeUnlock(page, origin, password)));
    card.push(await inFreshContext(browser, (page) => timeCardToOverview(page, origin, password)));
    log(
      `  run ${run}/${runs}: prompt ${prompt.at(-1)?.toFixed(0)} ms, unlock ${unlock.at(-1)?.[0].toFixed(0)} ms, case study ${card.at(-1)?.ms.toFixed(0)} ms`,
    );
  }
  const cardTimes = spread(card.map((sample) => sample.ms));
  const medianRun = card.reduce((best, sample) =>
    Math.abs(sample.ms - cardTimes.median) < Math.abs(best.ms - cardTimes.median) ? sample : best,
  );
  return {
    firstPrompt: spread(prompt),
    unlockToGrid: spread(unlock.map(([grid]) => grid)),
    unlockToFirstImage: spread(unlock.map(([, image]) => image)),
    cardToOverview: cardTimes,
    cardToHero: spread(card.map((sample) => sample.heroMs)),
    cardFetches: medianRun.fetches,
  } satisfies InteractionTimings;
}

export async function inFreshContext<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

// CPU slowed 4× as Lighthouse's mobile preset does; ends when the frame showing the focused field has painted.
async function timeFirstPrompt(page: Page, origin: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${origin}/`, { waitUntil: "load" });
  const field = page.getByRole("dialog", { name: access.title, includeHidden: true }).getByLabel(access.passwordLabel);
  await field.evaluate((input) => {
    const state = { clickedAt: 0, shownAt: 0 };
    (window as Window & { benchFirstPrompt?: typeof state }).benchFirstPrompt = state;
    document.addEventListener("click", () => (state.clickedAt = performance.now()), { capture: true, once: true });
    input.addEventListener(
      "focus",
      () => requestAnimationFrame(() => setTimeout(() => (state.shownAt = performance.now()))),
      { once: true },
    );
  });
  await page.getByRole("navigation", { name: site.ui.mainNavLabel }).getByRole("link", { name: workLabel }).click();
  const handle = await page.waitForFunction(() => {
    const state = (window as Window & { benchFirstPrompt?: { clickedAt: number; shownAt: number } }).benchFirstPrompt;
    return state && state.shownAt > 0 ? state.shownAt - state.clickedAt : undefined;
  });
  const ms = await handle.jsonValue();
  await cdp.detach();
  if (ms === undefined) throw new Error("The prompt's field never took focus.");
  return ms;
}

async function timeUnlock(page: Page, origin: string, password: string): Promise<[number, number]> {
  await openGate(page, origin, password);
  await armClickToPaint(page, [gridCardSelector, gridImageSelector]);
  await page.getByRole("button", { name: access.submitLabel }).click();
  const [grid, image] = await readClickToPaint(page, [gridCardSelector, gridImageSelector]);
  return [grid?.ms ?? 0, image?.ms ?? 0];
}

async function timeCardToOverview(page: Page, origin: string, password: string) {
  await unlockThroughGate(page, origin, password);
  await page.waitForLoadState("networkidle");
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(origin)) requests.push(request);
  });
  await armClickToPaint(page, [overviewTextSelector, heroImageSelector]);
  await page.locator(`main a[href="${studyPath(studyId)}"]`).click();
  const [overview, hero] = await readClickToPaint(page, [overviewTextSelector, heroImageSelector]);
  if (!overview || !hero) throw new Error("No paint time for the overview or the hero screen.");
  // Only what started before the text painted: the screens requested after it did not hold it back.
  const fetches = requests
    .filter((request) => request.timing().startTime <= overview.paintedAtEpoch)
    .map((request) => new URL(request.url()).pathname);
  return { ms: overview.ms, heroMs: hero.ms, fetches };
}

export async function unlockThroughGate(page: Page, origin: string, password: string): Promise<void> {
  await openGate(page, origin, password);
  await page.getByRole("button", { name: access.submitLabel }).click();
  await page.locator(gridCardSelector).first().waitFor();
}

async function openGate(page: Page, origin: string, password: string): Promise<void> {
  // The submit button works only once the app has hydrated; networkidle waits for its code.
  await page.goto(`${origin}${gridPath}`, { waitUntil: "networkidle" });
  await page.getByPlaceholder(access.placeholder).fill(password);
}
