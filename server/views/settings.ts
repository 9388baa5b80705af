import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { BuildLayout } from "../build-layout.ts";

/** Written by a build with PORTFOLIO_VIEWS=server beside (never inside) the files it publishes. */
export type ViewsSettings = { recipients: string[]; pages: string[] };

export async function writeViewsSettings(layout: BuildLayout, settings: ViewsSettings): Promise<void> {
  await writeFile(layout.viewsFile, `${JSON.stringify(settings, null, 2)}\n`);
}

/** null when the build has views off (no file): then the server takes no report. */
export function readViewsSettings(layout: BuildLayout): ViewsSettings | null {
  let text: string;
  try {
    text = readFileSync(layout.viewsFile, "utf8");
  } catch {
    return null;
  }
  const parsed: unknown = JSON.parse(text);
  const { recipients, pages } = (typeof parsed === "object" && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  if (!isStrings(recipients) || !isStrings(pages))
    throw new Error(`${layout.viewsFile} is not a build's views settings`);
  return { recipients, pages };
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
