import type { ServerResponse } from "node:http";

/** The build's search files, typed exactly: sirv would send the sitemap as text/xml and neither with a charset. */
const fileTypes: Record<string, string> = {
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/robots.txt": "text/plain; charset=utf-8",
};

/** Content types sirv would guess wrong; caching and every other header come from the build's `_headers`. */
export function setContentType(res: ServerResponse, pathname: string): void {
  const type =
    fileTypes[pathname] ??
    (pathname.startsWith("/vault/") && pathname.endsWith(".bin") ? "application/octet-stream" : undefined);
  if (type) res.setHeader("Content-Type", type);
}
