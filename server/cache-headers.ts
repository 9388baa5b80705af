import type { ServerResponse } from "node:http";

export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "no-cache";

/**
 * Vite puts content hashes in every file name under /assets/, and every vault
 * build has its own folder, so both can be cached for a year. Everything else
 * (HTML, the resume, icons) keeps its name across deploys and is revalidated.
 */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith("/assets/") || pathname.startsWith("/vault/") ? immutableCache : revalidateCache;
}

export function setCacheHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader("Cache-Control", cacheControlFor(pathname));
  if (pathname.startsWith("/vault/")) {
    res.setHeader("X-Robots-Tag", "noindex");
    if (pathname.endsWith(".bin")) res.setHeader("Content-Type", "application/octet-stream");
  }
}
