import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type AssetSize = { file: string; gzipBytes: number };
export type PageWeight = { js: AssetSize[]; css: AssetSize[] };

/** The hashed scripts and stylesheets a prerendered page loads before any interaction: preloads, imports, links. */
export function assetsReferencedBy(html: string): { js: string[]; css: string[] } {
  // A site under a sub-path references "/base/assets/…": the files are under assets/ all the same.
  const references = [...html.matchAll(/["'][^"'\s]*?(\/assets\/[^"'\s]+\.(?:js|css))["']/g)].map(
    (match) => match[1] ?? "",
  );
  const unique = [...new Set(references)];
  return { js: unique.filter((file) => file.endsWith(".js")), css: unique.filter((file) => file.endsWith(".css")) };
}

async function gzipSize(clientDir: string, file: string): Promise<AssetSize> {
  const bytes = await readFile(path.join(clientDir, file));
  return { file, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

export async function measurePage(clientDir: string, htmlFile: string): Promise<PageWeight> {
  const { js, css } = assetsReferencedBy(await readFile(path.join(clientDir, htmlFile), "utf8"));
  return {
    js: await Promise.all(js.map((file) => gzipSize(clientDir, file))),
    css: await Promise.all(css.map((file) => gzipSize(clientDir, file))),
  };
}

export const total = (sizes: AssetSize[]) => sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
