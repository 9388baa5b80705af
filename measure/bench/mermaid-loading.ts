import type { Browser, Page, Request } from "@playwright/test";
import { diagramSelector, overviewTextSelector } from "./selectors.ts";
import { benchStudies } from "./bench-studies.ts";
import { inFreshContext, unlockThroughGate } from "./interaction-timings.ts";
import { readNavigationToPaint, watchNavigationToPaint } from "./paint-timing.ts";
import { spread, type Spread } from "./stats.ts";
import { gridPath, studyPath } from "../../site/routes.ts";

export type MermaidLoading = {
  navigationToDiagram: Spread;
  chunkCount: number;
  chunkBytes: Spread;
  chunks: string[];
  requestedOn: { page: string; hasDiagram: boolean; mermaid: boolean }[];
};

type MermaidOptions = { browser: Browser; origin: string; password: string; runs: number; log: (line: string) => void };

// A study without a diagram, opened the same way: what the diagram study loads beyond it is Mermaid's.
const baselineStudy = studyPath(benchStudies.plain);
const diagramStudy = studyPath(benchStudies.diagram);

export async function mermaidLoading(options: MermaidOptions): Promise<MermaidLoading> {
  const { browser, origin, password, runs, log } = options;
  const baseline = await inFreshContext(browser, (page) => scriptsOfStudy(page, origin, password, baselineStudy));
  const samples: { ms: number; scripts: Map<string, number> }[] = [];
  for (let run = 1; run <= runs; run++) {
    samples.push(await inFreshContext(browser, (page) => timeDiagram(page, origin, password)));
    log(`  run ${run}/${runs}: diagram ${samples.at(-1)?.ms.toFixed(0)} ms after navigation`);
  }
  const diagramScripts = samples[0]?.scripts ?? new Map<string, number>();
  const chunks = [...diagramScripts.keys()].filter((path) => !baseline.has(path));
  if (!chunks.some((path) => /mermaid/i.test(path))) {
    throw new Error(`No Mermaid chunk among the scripts only ${diagramStudy} loads: ${chunks.join(", ") || "none"}.`);
  }
  const isMermaid = (path: string) => chunks.includes(path) || /mermaid/i.test(path);
  const pages = [
    ...(await scriptsOfPagesWithoutDiagram(options)).map((entry) => ({ ...entry, hasDiagram: false })),
    { page: `\`${diagramStudy}\``, scripts: diagramScripts, hasDiagram: true },
  ];
  return {
    navigationToDiagram: spread(samples.map((sample) => sample.ms)),
    chunkCount: chunks.length,
    chunkBytes: spread(
      samples.map((sample) => chunks.reduce((total, path) => total + (sample.scripts.get(path) ?? 0), 0)),
    ),
    chunks,
    requestedOn: pages.map(({ page, hasDiagram, scripts }) => ({
      page,
      hasDiagram,
      mermaid: [...scripts.keys()].some(isMermaid),
    })),
  };
}

async function scriptsOfPagesWithoutDiagram({ browser, origin, password }: MermaidOptions) {
  const landing = await inFreshContext(browser, (page) => scriptsOfLanding(page, origin));
  const projects = await inFreshContext(browser, async (page) => {
    const scripts = recordScripts(page, origin);
    await unlockThroughGate(page, origin, password);
    await scrollToEnd(page);
    return scripts.settle();
  });
  const screensPage = await inFreshContext(browser, (page) =>
    scriptsOfStudy(page, origin, password, studyPath(benchStudies.screens)),
  );
  return [
    { page: "`/`", scripts: landing },
    { page: `\`${gridPath}\` (gate, then unlocked grid)`, scripts: projects },
    { page: `\`${studyPath(benchStudies.screens)}\``, scripts: screensPage },
  ];
}

async function timeDiagram(page: Page, origin: string, password: string) {
  await unlockThroughGate(page, origin, password);
  await watchNavigationToPaint(page, diagramSelector);
  const scripts = recordScripts(page, origin);
  await page.goto(`${origin}${diagramStudy}`);
  // Mermaid loads once the diagram nears the screen: the reader goes to the Process section as soon as the study shows.
  await page.locator(overviewTextSelector).waitFor();
  // The diagram is drawn by the app, not by the sealed preview it replaces: scroll once the app has the page.
  await page.locator("html[data-app-hydrated]:not([data-preview])").waitFor({ state: "attached" });
  await page.locator("#process").scrollIntoViewIfNeeded();
  // Every Mermaid chunk has finished loading once the drawing exists: the import resolves only then.
  const ms = await readNavigationToPaint(page);
  return { ms, scripts: await scripts.settle() };
}

async function scriptsOfStudy(page: Page, origin: string, password: string, path: string) {
  await unlockThroughGate(page, origin, password);
  const scripts = recordScripts(page, origin);
  await page.goto(`${origin}${path}`);
  await page.locator(overviewTextSelector).waitFor();
  await scrollToEnd(page);
  return scripts.settle();
}

async function scriptsOfLanding(page: Page, origin: string) {
  const scripts = recordScripts(page, origin);
  await page.goto(origin, { waitUntil: "networkidle" });
  await scrollToEnd(page);
  return scripts.settle();
}

// A fixed pause: Playwright's networkidle resolves at once when the page was idle before the scroll.
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(1500);
}

function recordScripts(page: Page, origin: string) {
  const sizes: Promise<[string, number]>[] = [];
  page.on("requestfinished", (request: Request) => {
    if (request.resourceType() !== "script" || !request.url().startsWith(origin)) return;
    const path = new URL(request.url()).pathname;
    sizes.push(request.sizes().then((size) => [path, size.responseHeadersSize + size.responseBodySize]));
  });
  return { settle: async () => new Map(await Promise.all(sizes)) };
}
