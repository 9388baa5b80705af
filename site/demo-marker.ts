import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { BuildLayout } from "./build-layout.ts";

/** Written beside (never inside) the files of a build that opens with the demo password the README gives anyone. */
export async function markDemoBuild(layout: BuildLayout): Promise<void> {
  const why = "This build opens with the demo password: npm start answers only this computer (server/demo-build.ts).";
  await writeFile(layout.demoFile, `${why}\n`);
}

export function isDemoBuild(layout: BuildLayout): boolean {
  return existsSync(layout.demoFile);
}

export const demoRefusal =
  "This portfolio was built with the demo password, which anyone who read its README knows, so it is shown only on the computer that built it. Its owner sets a password of their own and builds again (npm run build).";
