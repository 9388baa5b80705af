import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { runNpm } from "../../pipeline/node-commands.ts";
import { repoRoot } from "../../site/repo-root.ts";

// Fetched on the first `npm run edit`, not a dependency: docs/decisions/013-editing-in-the-browser.md
export const decapVersion = "3.16.3";
const decapIntegrity =
  "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==";

export const bundleFolder = path.join(repoRoot, "node_modules/.cache", `decap-cms-${decapVersion}`);

export const isBundleFile = (name: string) => /^(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?$|^[\da-f]+\.wasm$/.test(name);

export function ensureDecapBundle(log: (line: string) => void): string {
  if (existsSync(path.join(bundleFolder, "decap-cms.js"))) return bundleFolder;
  log(`Fetching the editor (decap-cms ${decapVersion}, about 16 MB) with npm, once…`);
  mkdirSync(path.dirname(bundleFolder), { recursive: true });
  const work = mkdtempSync(`${bundleFolder}.download-`);
  try {
    const pack = runNpm(["pack", `decap-cms@${decapVersion}`, "--silent", "--pack-destination", work]);
    if (pack.status !== 0) throw new Error(`npm pack decap-cms@${decapVersion} failed:\n${pack.stderr}`);
    const tarball = path.join(work, `decap-cms-${decapVersion}.tgz`);
    const digest = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
    if (digest !== decapIntegrity) throw new Error(`decap-cms-${decapVersion}.tgz is not the published package`);
    const untar = spawnSync("tar", ["-xzf", tarball, "-C", work, "package/dist"], { encoding: "utf8" });
    if (untar.status !== 0) throw new Error(`could not unpack ${tarball}:\n${untar.stderr}`);
    const dist = path.join(work, "package/dist");
    const ready = path.join(work, "bundle");
    mkdirSync(ready);
    for (const name of readdirSync(dist).filter(isBundleFile))
      renameSync(path.join(dist, name), path.join(ready, name));
    renameSync(ready, bundleFolder);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return bundleFolder;
}
