import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import type { BenchResults } from "./bench-results.ts";
import { renderReport } from "./report.ts";
import type { TargetRow } from "./targets.ts";
import { repoRoot } from "../../site/repo-root.ts";

const docsDir = path.join(repoRoot, "docs");
export const reportFile = path.join(docsDir, "benchmarks.md");
export const figuresFile = path.join(docsDir, "benchmarks.json");
const analysisFile = path.join(docsDir, "benchmark-analysis.md");

// Through Prettier with the project's config, so `prettier --check` passes on what the bench wrote.
export async function writeDocs(results: BenchResults, targets: readonly TargetRow[]): Promise<void> {
  // The JSON is for quoting figures (the README's, say): audit findings stay in the Markdown, assertions in .lighthouseci/.
  const figures = {
    units: {
      scores: "0–100, rounded as Lighthouse shows them",
      times: "ms",
      cls: "unitless",
      bytes: "bytes: figures.*Bytes as transferred, gzip.* as gzip -9 of the build files",
    },
    ...results,
    pages: results.pages.map(({ findings: _findings, assertions: _assertions, ...page }) => page),
    targets,
  };
  const analysis = await readFile(analysisFile, "utf8").catch(() => "");
  await writeFormatted(reportFile, renderReport(results, targets, analysis));
  await writeFormatted(figuresFile, JSON.stringify(figures));
}

async function writeFormatted(file: string, text: string): Promise<void> {
  const options = await resolveConfig(file);
  await writeFile(file, await format(text, { ...options, filepath: file }));
}
