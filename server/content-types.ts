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

/** The build's search files, typed exactly: sirv would send the sitemap as text/xml and neither with a charset. */
const searchFileTypes: Record<string, string> = {
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/robots.txt": "text/plain; charset=utf-8",
};

export function setCacheHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader("Cache-Control", cacheControlFor(pathname));
  const searchFileType = searchFileTypes[pathname];
  if (searchFileType) res.setHeader("Content-Type", searchFileType);
  if (pathname.startsWith("/vault/")) {
    res.setHeader("X-Robots-Tag", "noindex");
    if (pathname.endsWith(".bin")) res.setHeader("Content-Type", "application/octet-stream");
  }
}
