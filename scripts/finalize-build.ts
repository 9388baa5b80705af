import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { basePath, clientDir, notFoundFile } from "../server/build-layout.ts";

/**
 * Under a BASE_PATH, React Router writes the prerendered pages into a folder
 * named after it (build/client/portfolio/...) while the assets stay at the
 * top. The folder that gets published is itself served at the sub-path, so
 * the pages move up beside the assets.
 */
export async function hoistPagesOutOfBasePath(): Promise<void> {
  if (basePath === "/") return;
  const nested = path.join(clientDir, ...basePath.split("/").filter(Boolean));
  for (const entry of await readdir(nested)) {
    const target = path.join(clientDir, entry);
    if (await stat(target).catch(() => null))
      throw new Error(`${target} already exists: a page and a file share a name`);
    await rename(path.join(nested, entry), target);
  }
  await rm(path.join(clientDir, basePath.split("/").filter(Boolean)[0] ?? ""), { recursive: true });
}

/**
 * The catch-all route is prerendered at /404; static hosts (and our server)
 * look for the page at /404.html instead.
 */
export async function moveNotFoundPage(): Promise<void> {
  const prerendered = path.join(clientDir, "404", "index.html");
  await stat(prerendered).catch(() => {
    throw new Error(`Expected the prerendered 404 page at ${prerendered}: is "/404" in the prerender list?`);
  });
  await mkdir(path.dirname(notFoundFile), { recursive: true });
  await rename(prerendered, notFoundFile);
  await rm(path.join(clientDir, "404"), { recursive: true });
}

/**
 * Every page is prerendered and readable without its scripts, which only add
 * behaviour: their preloads are marked low priority so they queue behind the
 * stylesheet, the fonts and the images of the first screen instead of
 * competing with them. React Router's <Scripts> has no option for it.
 */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

export async function lowerScriptPriorityInPages(): Promise<void> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  for (const page of pages) {
    const file = path.join(clientDir, page);
    await writeFile(file, lowerScriptPriority(await readFile(file, "utf8")));
  }
}
