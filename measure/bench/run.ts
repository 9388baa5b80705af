import { chromium } from "@playwright/test";
import { accessPassword } from "../../test-fixtures/recipients.ts";
import { chromiumArgs, chromiumPath } from "../../test-fixtures/chromium.ts";
import { parseBenchOptions } from "./bench-options.ts";
import { type BenchResults, type SavedLhr, summarizePages } from "./bench-results.ts";
import { assertBuildExists, buildSite } from "./build-site.ts";
import { consoleSummary } from "./console-summary.ts";
import { serveFloorPage } from "./floor-page.ts";
import { interactionTimings } from "./interaction-timings.ts";
import { lighthouseGroups, readGroup, runLighthouseCi } from "./lighthouse-ci.ts";
import { machineInfo } from "./machine-info.ts";
import { mermaidLoading } from "./mermaid-loading.ts";
import { serveBuild } from "./serve-build.ts";
import { evaluateTargets } from "./targets.ts";
import { writeDocs } from "./write-docs.ts";

// Lighthouse and the Chromium timings run one after the other, so neither takes CPU from the other.
async function bench(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const started = Date.now();
  const log = (line: string) => console.log(line);

  if (options.build) buildSite();
  else assertBuildExists();

  const server = await serveBuild(options.port);
  const floor = await serveFloorPage(options.port + 1);
  let results: BenchResults;
  try {
    log(`Lighthouse CI: ${options.runs} run(s) per page and preset, on ${server.origin} (floor page: ${floor.origin})`);
    await runLighthouseCi({ portfolio: server.origin, floor: floor.origin }, options.runs);
    const groups = await Promise.all(lighthouseGroups.map((group) => readGroup<SavedLhr>(group)));
    const pages = await summarizePages(groups, floor.origin);
    const machine = machineInfo(groups[0]?.pages[0]?.representative.lighthouseVersion ?? "unknown");
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const timingOptions = {
        browser,
        origin: server.origin,
        password: accessPassword,
        runs: options.interactionRuns,
        log,
      };
      log(`Interaction timings: ${options.interactionRuns} run(s)`);
      const interactions = await interactionTimings(timingOptions);
      log("Mermaid loading:");
      const mermaid = await mermaidLoading(timingOptions);
      results = { machine, runs: options.runs, interactionRuns: options.interactionRuns, pages, interactions, mermaid };
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all([server.stop(), floor.stop()]);
  }

  const targets = evaluateTargets(results);
  await writeDocs(results, targets);
  console.log(`\n${consoleSummary(results, targets, (Date.now() - started) / 60_000)}`);
}

bench().catch((error: unknown) => {
  console.error(`\nBench failed. ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
