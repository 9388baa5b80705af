import { readFile } from "node:fs/promises";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import { clientDir } from "../../site/build-layout.ts";

// The server may answer with brotli, so transferred bytes cannot be held against a gzip budget.
export async function gzipSizeOfUrls(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const pathname of new Set(urls.map((url) => decodeURIComponent(new URL(url).pathname)))) {
    const file = path.join(clientDir, pathname);
    if (!file.startsWith(clientDir + path.sep)) throw new Error(`${pathname} lies outside build/client.`);
    const bytes = await readFile(file);
    total += gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
  }
  return total;
}
