import type { ServerResponse } from "node:http";
import path from "node:path";
import { clientDir } from "./build-layout";

export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "no-cache";

/**
 * Vite puts content hashes in every file name under /assets/, so those can be
 * cached for a year. Everything else (HTML, the resume, icons) keeps its name
 * across deploys and must be revalidated.
 */
export function cacheControlFor(filePath: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep);
  return relative[0] === "assets" ? immutableCache : revalidateCache;
}

export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader("Cache-Control", cacheControlFor(filePath));
}
