import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { heldAppModuleAttribute, heldAppPreloadsAttribute, holdsAppAttribute } from "../../app/boot/contract.ts";

export type AssetSize = { file: string; gzipBytes: number };

/** gzip -9; `onIntentJs` is the islands' code, or the app a gate page holds back until the visitor's first intent. */
export type PageWeight = { firstViewJs: AssetSize[]; onIntentJs: AssetSize[]; css: AssetSize[] };

export const gzip = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Inline scripts that run: not data (JSON-LD) and not the app's module script a gate page holds back. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) => !/type="(application\/ld\+json|text\/plain)"/.test(attributes))
    .map(([, , text = ""]) => text);
}

export function scriptsLoadedWithPage(html: string): string[] {
  const linked = [
    ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*?href="([^"]+\.js)"/g),
  ].map(([, href = ""]) => href);
  const imported = [...html.matchAll(scriptElement)]
    .filter(([, attributes = ""]) => /type="module"/.test(attributes))
    .flatMap(([, , text = ""]) => [...text.matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)])
    .map(([, href = ""]) => href);
  return unique([...linked, ...imported]);
}

export async function scriptsLoadedOnIntent(clientDir: string, html: string): Promise<string[]> {
  const held = new RegExp(`<script ${holdsAppAttribute}="" ${heldAppPreloadsAttribute}="([^"]+)"`).exec(html)?.[1];
  if (held) {
    const preloads: unknown = JSON.parse(held.replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
    const heldModule = new RegExp(`<script type="text/plain" ${heldAppModuleAttribute}="">([\\s\\S]*?)</script>`).exec(
      html,
    )?.[1];
    const imports = [...(heldModule ?? "").matchAll(/["']([^"']+\.js)["']/g)].map(([, href = ""]) => href);
    return unique([...(Array.isArray(preloads) ? preloads.map(String) : []), ...imports]);
  }
  const runtime = /data-runtime="([^"]+\.js)"/.exec(html)?.[1];
  if (!runtime) return [];
  const islands = (await readdir(path.join(clientDir, "assets")))
    .filter((file) => /\.island-[\w-]+\.js$/.test(file))
    .map((file) => `/assets/${file}`);
  return moduleGraph(clientDir, [runtime, ...islands]);
}

async function moduleGraph(clientDir: string, entries: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const asset = assetPath(file);
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = await readFile(path.join(clientDir, asset), "utf8");
    for (const [, relative = ""] of code.matchAll(
      /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(asset), relative));
    }
  }
  return [...seen];
}

/** A site under a sub-path references "/base/assets/…": the files are under assets/ all the same. */
function assetPath(href: string): string {
  const index = href.indexOf("/assets/");
  return index === -1 ? href : href.slice(index);
}

function unique(files: readonly string[]): string[] {
  return [...new Set(files.map(assetPath))];
}

export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text = ""]) => text);
}

async function gzipSize(clientDir: string, file: string): Promise<AssetSize> {
  return { file, gzipBytes: gzip(await readFile(path.join(clientDir, file))) };
}

export async function measurePage(clientDir: string, htmlFile: string): Promise<PageWeight> {
  const html = await readFile(path.join(clientDir, htmlFile), "utf8");
  const inline = inlineScripts(html).map((text, index) => ({
    file: `inline script ${index + 1}`,
    gzipBytes: gzip(text),
  }));
  const styles = inlineStyles(html).map((text, index) => ({
    file: `inline stylesheet ${index + 1}`,
    gzipBytes: gzip(text),
  }));
  const linkedCss = unique(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map(([, href = ""]) => href),
  );
  return {
    firstViewJs: [
      ...inline,
      ...(await Promise.all(scriptsLoadedWithPage(html).map((file) => gzipSize(clientDir, file)))),
    ],
    onIntentJs: await Promise.all(
      (await scriptsLoadedOnIntent(clientDir, html)).map((file) => gzipSize(clientDir, file)),
    ),
    css: [...styles, ...(await Promise.all(linkedCss.map((file) => gzipSize(clientDir, file))))],
  };
}

export const total = (sizes: readonly AssetSize[]) => sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
