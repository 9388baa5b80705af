import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "../site/repo-root.ts";

/** Where builds keep what they derive from bytes alone; `npm ci` clears it with the rest of node_modules. */
export const buildCacheRoot = path.join(repoRoot, "node_modules/.cache");

export const cacheKeyOf = (...parts: (string | Uint8Array)[]): string => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\n");
  return hash.digest("hex");
};

/** Written under a temporary name and renamed, so a build stopped midway, or another beside it, never reads half. */
export async function cachedFile(folder: string, name: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const file = path.join(buildCacheRoot, folder, name);
  const hit = await readFile(file).catch(() => null);
  if (hit) return hit;
  const made = await make();
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, made);
  await rename(partial, file);
  return made;
}
