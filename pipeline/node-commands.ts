import { spawnSync, type SpawnSyncOptionsWithStringEncoding } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";

// On Windows `npm` and a package's command are .cmd scripts, which spawn cannot start without a shell; through a
// shell, a folder with a space splits in two. So the scripts run their JavaScript with this Node, on every system.

const require = createRequire(import.meta.url);
const manifestSchema = z.object({ bin: z.union([z.string(), z.record(z.string(), z.string())]).optional() });

export function packageCommand(packageName: string, command: string): string {
  const manifestFile = require.resolve(`${packageName}/package.json`);
  const { bin } = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, "utf8")));
  const file = typeof bin === "string" ? bin : bin?.[command];
  if (!file) throw new Error(`${packageName} has no command named ${command}`);
  return path.join(path.dirname(manifestFile), file);
}

export function runNpm(args: readonly string[], options: Partial<SpawnSyncOptionsWithStringEncoding> = {}) {
  const npmCli = process.env.npm_execpath;
  const settings = { encoding: "utf8" as const, ...options };
  if (npmCli && /\.[cm]?js$/.test(npmCli)) return spawnSync(process.execPath, [npmCli, ...args], settings);
  return spawnSync("npm", args, { ...settings, shell: process.platform === "win32" });
}
