import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "../../test-fixtures/chromium.ts";
import { repoRoot } from "../../site/repo-root.ts";

export type MachineInfo = {
  date: string;
  cpu: string;
  cores: number;
  ramGiB: number;
  versions: Record<"node" | "chromium" | "lighthouseCi" | "lighthouse" | "react" | "reactRouter" | "vite", string>;
};

/** `lighthouse` is the version Lighthouse CI ran, as its results say: it brings its own. */
export function machineInfo(lighthouse: string): MachineInfo {
  const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  return {
    date: new Date().toISOString(),
    cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown",
    cores: os.availableParallelism(),
    ramGiB: Math.round(os.totalmem() / 2 ** 30),
    versions: {
      node: process.version,
      chromium: execFileSync(chromiumPath(), ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
        .trim()
        .replace(/ built on.*$/, ""),
      lighthouseCi: installedVersion("@lhci/cli"),
      lighthouse,
      react: installedVersion("react"),
      reactRouter: installedVersion("react-router"),
      vite: installedVersion("vite"),
    },
  };
}

function installedVersion(name: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(repoRoot, "node_modules", name, "package.json"), "utf8"));
  const version = typeof manifest === "object" && manifest !== null && "version" in manifest ? manifest.version : null;
  if (typeof version !== "string") throw new Error(`No version in node_modules/${name}/package.json`);
  return version;
}
