import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { clientDir, notFoundFile } from "../server/build-layout.ts";

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
