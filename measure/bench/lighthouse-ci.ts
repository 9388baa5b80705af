import { spawn } from "node:child_process";
import { once } from "node:events";
import { copyFile, mkdir, readdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { benchStudiesEnv } from "./bench-studies.ts";
import { repoRoot } from "../../site/repo-root.ts";

export const presets = ["mobile", "desktop"] as const;
export type Preset = (typeof presets)[number];

// Lighthouse CI tells runs apart by URL alone, so a URL appears once per group.
export type LighthouseGroup = { preset: Preset; unlocked: boolean };
export const lighthouseGroups: readonly LighthouseGroup[] = [false, true].flatMap((unlocked) =>
  presets.map((preset) => ({ preset, unlocked })),
);

export type AssertionResult = {
  url: string;
  auditId: string;
  auditProperty?: string;
  name: string;
  operator: string;
  expected: number;
  actual: number;
  values: number[];
  passed: boolean;
};

export type GroupResults<Lhr> = {
  group: LighthouseGroup;
  pages: { url: string; runs: Lhr[]; representative: Lhr }[];
  assertions: AssertionResult[];
};

type LhrShape = { requestedUrl: string; fetchTime: string };

const lhciDir = path.join(repoRoot, ".lighthouseci");
const lhciCli = createRequire(import.meta.url).resolve("@lhci/cli/src/cli.js");
const groupDir = ({ preset, unlocked }: LighthouseGroup) =>
  path.join(lhciDir, `${unlocked ? "unlocked" : "public"}-${preset}`);

type Origins = { portfolio: string; floor: string };

// Each `lhci collect` clears the previous group's runs, so every group's are copied to a folder of its own.
export async function runLighthouseCi(origins: Origins, runs: number): Promise<void> {
  for (const group of lighthouseGroups) {
    const env = {
      ...process.env,
      BENCH_ORIGIN: origins.portfolio,
      BENCH_FLOOR_ORIGIN: origins.floor,
      BENCH_PRESET: group.preset,
      BENCH_UNLOCKED: String(group.unlocked),
      BENCH_RUNS: String(runs),
      ...benchStudiesEnv,
    };
    const dir = groupDir(group);
    await rm(dir, { recursive: true, force: true });
    await mkdir(path.join(dir, "runs"), { recursive: true });
    await lhci("collect", env);
    const assertionFile = path.join(lhciDir, "assertion-results.json");
    await rm(assertionFile, { force: true });
    // A missed budget ends `lhci assert` with status 1; the report shows it, so only a missing result is a failure.
    await lhci("assert", env, { quiet: true });
    await copyFile(assertionFile, path.join(dir, "assertion-results.json")).catch(() => {
      throw new Error(
        `lhci assert wrote no results for the ${group.preset} ${group.unlocked ? "unlocked" : "public"} pages.`,
      );
    });
    await lhci("upload", env);
    for (const file of await readdir(lhciDir)) {
      if (/^lhr-\d+\.json$/.test(file)) await copyFile(path.join(lhciDir, file), path.join(dir, "runs", file));
    }
  }
}

async function lhci(command: string, env: NodeJS.ProcessEnv, { quiet = false } = {}): Promise<void> {
  const child = spawn(process.execPath, [lhciCli, command, "--config=measure/lighthouserc.cjs"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", quiet ? "ignore" : "inherit", quiet ? "pipe" : "inherit"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0 && !(quiet && code === 1)) throw new Error(`lhci ${command} failed (exit ${code}).\n${stderr}`);
}

export async function readGroup<Lhr extends LhrShape>(group: LighthouseGroup): Promise<GroupResults<Lhr>> {
  const dir = groupDir(group);
  const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, "utf8"));
  const runFiles = (await readdir(path.join(dir, "runs"))).sort();
  const runs = (await Promise.all(runFiles.map((file) => readJson(path.join(dir, "runs", file))))) as Lhr[];
  const manifest = (await readJson(path.join(dir, "manifest.json"))) as {
    url: string;
    isRepresentativeRun: boolean;
    jsonPath: string;
  }[];
  const pages = await Promise.all(
    manifest
      .filter((entry) => entry.isRepresentativeRun)
      .map(async ({ url, jsonPath }) => {
        const representative = (await readJson(jsonPath)) as Lhr;
        // Upload names its files by host, path and second: a clash would have put another run in this file.
        if (representative.requestedUrl !== url) throw new Error(`${jsonPath} holds a run of another page.`);
        return { url, runs: runs.filter((run) => run.requestedUrl === url), representative };
      }),
  );
  const assertions = (await readJson(path.join(dir, "assertion-results.json"))) as AssertionResult[];
  return { group, pages, assertions };
}
