import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { init, parse as parseImports } from "es-module-lexer";
import { z } from "zod";
import { heldAppModuleAttribute, heldAppPreloadsAttribute, holdsAppAttribute } from "../../app/boot/contract.ts";
import { htmlElements, type HtmlElement } from "../../pipeline/html-elements.ts";

export type AssetSize = { file: string; gzipBytes: number };

/** gzip -9; `onIntentJs` is the islands' code, or the app a gate page holds back until the visitor's first intent. */
export type PageWeight = { firstViewJs: AssetSize[]; onIntentJs: AssetSize[]; css: AssetSize[] };

export type BuiltSite = { clientDir: string; manifestFile: string };

export const gzip = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;

const isScript = (element: HtmlElement) => element.name === "script";
const runs = ({ attributes }: HtmlElement) =>
  !["application/ld+json", "text/plain"].includes(attributes.get("type") ?? "") && !attributes.has("src");

/** Inline scripts that run: not data (JSON-LD) and not the app's module script a gate page holds back. */
export function inlineScripts(html: string): string[] {
  return htmlElements(html)
    .filter((element) => isScript(element) && runs(element))
    .map(({ text }) => text);
}

export function inlineStyles(html: string): string[] {
  return htmlElements(html)
    .filter((element) => element.name === "style")
    .map(({ text }) => text);
}

function importedModules(code: string): string[] {
  const [imports] = parseImports(code);
  return imports.flatMap((entry) => (entry.specifier?.endsWith(".js") ? [entry.specifier] : []));
}

export async function scriptsLoadedWithPage(html: string): Promise<string[]> {
  await init;
  const elements = htmlElements(html);
  const linked = elements.flatMap(({ name, attributes }) => {
    const file = name === "script" ? attributes.get("src") : undefined;
    const preload = name === "link" && attributes.get("rel") === "modulepreload" ? attributes.get("href") : undefined;
    return [file, preload].filter((href): href is string => href?.endsWith(".js") === true);
  });
  const imported = elements
    .filter((element) => isScript(element) && element.attributes.get("type") === "module")
    .flatMap(({ text }) => importedModules(text));
  return unique([...linked, ...imported]);
}

const manifestSchema = z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()).optional() }));
type Manifest = z.infer<typeof manifestSchema>;

export async function scriptsLoadedOnIntent({ manifestFile }: BuiltSite, html: string): Promise<string[]> {
  await init;
  const elements = htmlElements(html);
  const boot = elements.find((element) => isScript(element) && element.attributes.has(holdsAppAttribute));
  if (boot) {
    const preloads: unknown = JSON.parse(boot.attributes.get(heldAppPreloadsAttribute) ?? "[]");
    const held = elements.find((element) => isScript(element) && element.attributes.has(heldAppModuleAttribute));
    return unique([...(Array.isArray(preloads) ? preloads.map(String) : []), ...importedModules(held?.text ?? "")]);
  }
  const runtime = elements.find((element) => element.attributes.has("data-runtime"))?.attributes.get("data-runtime");
  if (!runtime) return [];
  const manifest = manifestSchema.parse(JSON.parse(await readFile(manifestFile, "utf8")));
  const runtimeKey = Object.keys(manifest).find((key) => manifest[key]?.file === assetPath(runtime).slice(1));
  const islands = Object.keys(manifest).filter((key) => /\.island\.tsx$/.test(key));
  return moduleGraph(manifest, [...(runtimeKey ? [runtimeKey] : []), ...islands]);
}

function moduleGraph(manifest: Manifest, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(`/${chunk.file}`)) continue;
    seen.add(`/${chunk.file}`);
    queue.push(...(chunk.imports ?? []));
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

async function gzipSize(clientDir: string, file: string): Promise<AssetSize> {
  return { file, gzipBytes: gzip(await readFile(path.join(clientDir, file))) };
}

export async function measurePage(site: BuiltSite, htmlFile: string): Promise<PageWeight> {
  const { clientDir } = site;
  const html = await readFile(path.join(clientDir, htmlFile), "utf8");
  const sized = (texts: string[], kind: string) =>
    texts.map((text, index) => ({ file: `${kind} ${index + 1}`, gzipBytes: gzip(text) }));
  const linkedCss = unique(
    htmlElements(html).flatMap(({ name, attributes }) => {
      const href = name === "link" && attributes.get("rel") === "stylesheet" ? attributes.get("href") : undefined;
      return href?.endsWith(".css") ? [href] : [];
    }),
  );
  const sizes = (files: string[]) => Promise.all(files.map((file) => gzipSize(clientDir, file)));
  return {
    firstViewJs: [...sized(inlineScripts(html), "inline script"), ...(await sizes(await scriptsLoadedWithPage(html)))],
    onIntentJs: await sizes(await scriptsLoadedOnIntent(site, html)),
    css: [...sized(inlineStyles(html), "inline stylesheet"), ...(await sizes(linkedCss))],
  };
}

export const total = (sizes: readonly AssetSize[]) => sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
