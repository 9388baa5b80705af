import { chromium } from "@playwright/test";
import { accessPassword } from "../test-fixtures/recipients.ts";
import { chromiumArgs, chromiumPath } from "../test-fixtures/chromium.ts";
import { parseBenchOptions } from "./bench-options.ts";
import { type BenchResults, summarizePages } from "./bench-results.ts";
import { assertBuildExists, buildSite } from "./build-site.ts";
import { consoleSummary } from "./console-summary.ts";
import { serveFloorPage } from "./floor-page.ts";
import { interactionTimings } from "./interaction-timings.ts";
import { lighthouseRuns } from "./lighthouse-runs.ts";
import { machineInfo } from "./machine-info.ts";
import { mermaidLoading } from "./mermaid-loading.ts";
import { serveBuild } from "./serve-build.ts";
import { evaluateTargets } from "./targets.ts";
import { writeDocs } from "./write-docs.ts";

/**
 * `npm run bench`: build, serve the production output, measure it with
 * Lighthouse and in Chromium, and write docs/benchmarks.md and .json.
 * Lighthouse and the interaction timings run one after the other, never
 * together, so neither takes CPU from the other.
 */
async function bench(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const started = Date.now();
  const log = (line: string) => console.log(line);

  if (options.build) buildSite();
  else assertBuildExists();
  const machine = machineInfo();
  const password = accessPassword;

  const server = await serveBuild(options.port);
  const floor = await serveFloorPage();
  let measured: Omit<BenchResults, "machine" | "runs" | "interactionRuns">;
  try {
    log(`Lighthouse: ${options.runs} run(s) per page and preset, on ${server.origin} (floor page: ${floor.origin})`);
    const origins = { portfolio: server.origin, floor: floor.origin };
    const pageRuns = await lighthouseRuns({ origins, runs: options.runs, password, log });
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const timingOptions = { browser, origin: server.origin, password, runs: options.interactionRuns, log };
      log(`Interaction timings: ${options.interactionRuns} run(s)`);
      const interactions = await interactionTimings(timingOptions);
      log("Mermaid loading:");
      const mermaid = await mermaidLoading(timingOptions);
      measured = { pages: await summarizePages(pageRuns), interactions, mermaid };
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all([server.stop(), floor.stop()]);
  }

  const results: BenchResults = { machine, runs: options.runs, interactionRuns: options.interactionRuns, ...measured };
  const targets = evaluateTargets(results);
  await writeDocs(results, targets);
  console.log(`\n${consoleSummary(results, targets, (Date.now() - started) / 60_000)}`);
}

bench().catch((error: unknown) => {
  console.error(`\nBench failed. ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
