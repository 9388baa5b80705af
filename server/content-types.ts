import type { ServerResponse } from "node:http";
import { vaultPrefix } from "../site/routes.ts";

// sirv would send the sitemap as text/xml, and neither file with a charset.
const fileTypes: Record<string, string> = {
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/robots.txt": "text/plain; charset=utf-8",
};

export function setContentType(res: ServerResponse, pathname: string): void {
  const type =
    fileTypes[pathname] ??
    (pathname.startsWith(vaultPrefix) && pathname.endsWith(".bin") ? "application/octet-stream" : undefined);
  if (type) res.setHeader("Content-Type", type);
}
