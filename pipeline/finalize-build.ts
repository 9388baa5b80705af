import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { heldAppModuleAttribute, heldAppPreloadsAttribute, holdsAppAttribute } from "../app/boot/contract.ts";
import { basePath, type BuildLayout } from "../site/build-layout.ts";
import { editHtml, htmlElements, startTag } from "./html-elements.ts";

// Under a BASE_PATH React Router nests pages in a folder of that name; the published folder is served there already.
export async function hoistPagesOutOfBasePath({ clientDir, spaFallbackFile }: BuildLayout): Promise<void> {
  if (basePath === "/") return;
  // React Router 8 writes the SPA fallback at the root, outside that folder, and names it index.html when the root
  // has none, as it never has here: it goes back to its own name before the landing page takes that one.
  await rename(path.join(clientDir, "index.html"), spaFallbackFile);
  const nested = path.join(clientDir, ...basePath.split("/").filter(Boolean));
  for (const entry of await readdir(nested)) {
    const target = path.join(clientDir, entry);
    if (await stat(target).catch(() => null))
      throw new Error(`${target} already exists: a page and a file share a name`);
    await rename(path.join(nested, entry), target);
  }
  await rm(path.join(clientDir, basePath.split("/").filter(Boolean)[0] ?? ""), { recursive: true });
}

// Static hosts and our server look for /404.html, not the prerendered /404/index.html.
export async function moveNotFoundPage({ clientDir, notFoundFile }: BuildLayout): Promise<void> {
  const prerendered = path.join(clientDir, "404", "index.html");
  await stat(prerendered).catch(() => {
    throw new Error(`Expected the prerendered 404 page at ${prerendered}: is "/404" in the prerender list?`);
  });
  await mkdir(path.dirname(notFoundFile), { recursive: true });
  await rename(prerendered, notFoundFile);
  await rm(path.join(clientDir, "404"), { recursive: true });
}

// A page that holds the app back (app/gated-page/held-app.ts) must load none of it: the preloads move into the boot's
// `data-preloads`, and the module script stays, inert, where hydration expects one.
export function holdBackAppScripts(html: string): string {
  const elements = htmlElements(html);
  const boot = elements.find((element) => element.name === "script" && element.attributes.has(holdsAppAttribute));
  if (!boot) return html;
  const preloads = elements.filter(
    (element) => element.name === "link" && element.attributes.get("rel") === "modulepreload",
  );
  const moduleScripts = elements.filter(
    (element) => element.name === "script" && element.attributes.get("type") === "module",
  );
  const [moduleScript] = moduleScripts;
  if (preloads.length === 0 || moduleScripts.length !== 1 || !moduleScript?.attributes.has("async")) {
    throw new Error("A page holds the app back, but React Router's preloads and module script are not where expected");
  }
  const hrefs = preloads.map((link) => link.attributes.get("href") ?? "");
  const bootTag = startTag("script", [...boot.attributes, [heldAppPreloadsAttribute, JSON.stringify(hrefs)]]);
  return editHtml(html, [
    ...preloads.map(({ start, end }) => ({ start, end, text: "" })),
    {
      start: moduleScript.start,
      end: moduleScript.startTagEnd,
      text: `<script type="text/plain" ${heldAppModuleAttribute}="">`,
    },
    { start: boot.start, end: boot.startTagEnd, text: bootTag },
  ]);
}

export async function holdBackAppScriptsInPages({ clientDir }: BuildLayout): Promise<void> {
  for (const page of (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"))) {
    const file = path.join(clientDir, page);
    await writeFile(file, holdBackAppScripts(await readFile(file, "utf8")));
  }
}
