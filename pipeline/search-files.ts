import { writeFile } from "node:fs/promises";
import path from "node:path";
import { privatePrefixes } from "../site/routes.ts";

export function indexablePaths(prerendered: readonly string[], notFoundPath: string): string[] {
  return prerendered.filter(
    (pathname) => pathname !== notFoundPath && !privatePrefixes.some((prefix) => pathname.startsWith(prefix)),
  );
}

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const entries = paths.map(
    (pathname) => `  <url><loc>${`${origin}${pathname}`.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

// Gated pages hold only the gate; an obedient crawler never reads their noindex, meant for crawlers that come anyway.
// Crawlers read robots.txt only at a domain's root: under a sub-path it names its prefixes for the owner to copy there.
export function robotsTxt(origin: string): string {
  const sitePath = new URL(origin).pathname.replace(/\/$/, "");
  return [
    "User-agent: *",
    ...privatePrefixes.map((prefix) => `Disallow: ${sitePath}${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

type SearchFilesOptions = { outDir: string; origin: string; prerendered: readonly string[]; notFoundPath: string };

export async function writeSearchFiles({ outDir, origin, prerendered, notFoundPath }: SearchFilesOptions) {
  await writeFile(path.join(outDir, "sitemap.xml"), sitemapXml(origin, indexablePaths(prerendered, notFoundPath)));
  await writeFile(path.join(outDir, "robots.txt"), robotsTxt(origin));
}
