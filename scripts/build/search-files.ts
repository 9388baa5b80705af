import { writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Address prefixes crawlers are asked to stay out of: the gated pages, which
 * hold nothing but the password gate, and the encrypted vault. A crawler that
 * obeys never reads those pages' noindex, so a gated address linked from
 * elsewhere may still be listed, bare, without any content; the noindex is
 * for crawlers that come anyway.
 */
export const privatePrefixes = ["/projects", "/project/", "/vault/"] as const;

/** The prerendered pages a search engine may list: neither gated nor the 404 page. */
export function indexablePaths(prerendered: readonly string[], notFoundPath: string): string[] {
  return prerendered.filter(
    (pathname) => pathname !== notFoundPath && !privatePrefixes.some((prefix) => pathname.startsWith(prefix)),
  );
}

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** A sitemaps.org sitemap listing `paths` on `origin`; each entry is the page's canonical URL. */
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

/**
 * robots.txt: every crawler kept out of the private prefixes, and pointed at
 * the sitemap. Crawlers read it only at a domain's root: a site under a
 * sub-path names its own prefixes, for the owner to copy there.
 */
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

/** Writes sitemap.xml and robots.txt into the build's client folder, replacing any copied from public/. */
export async function writeSearchFiles({ outDir, origin, prerendered, notFoundPath }: SearchFilesOptions) {
  await writeFile(path.join(outDir, "sitemap.xml"), sitemapXml(origin, indexablePaths(prerendered, notFoundPath)));
  await writeFile(path.join(outDir, "robots.txt"), robotsTxt(origin));
}
