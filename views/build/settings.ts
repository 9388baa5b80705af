import { writeFile } from "node:fs/promises";
import type { BuildLayout } from "../../site/build-layout.ts";
import { readTextIfPresent } from "../../site/read-if-present.ts";

/** Beside, never inside, the published files: the one place a token is tied to a label; what reports may name. */
export type ViewsSettings = { tokens: ReadonlyMap<string, string>; pages: string[]; sections: string[] };

export async function writeViewsSettings(layout: BuildLayout, settings: ViewsSettings): Promise<void> {
  const file = { tokens: Object.fromEntries(settings.tokens), pages: settings.pages, sections: settings.sections };
  await writeFile(layout.viewsFile, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
}

/** null when the build has views off (no file): then the server takes no report. */
export function readViewsSettings(layout: BuildLayout): ViewsSettings | null {
  const text = readTextIfPresent(layout.viewsFile);
  if (text === undefined) return null;
  const parsed: unknown = JSON.parse(text);
  const fields = (typeof parsed === "object" && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const { tokens, pages, sections } = fields;
  const labels =
    typeof tokens === "object" && tokens !== null && !Array.isArray(tokens) ? Object.entries(tokens) : null;
  const named = labels?.every((entry): entry is [string, string] => typeof entry[1] === "string");
  if (!labels || !named || !isStrings(pages) || !isStrings(sections)) {
    throw new Error(`${layout.viewsFile} is not a build's views settings: build again with PORTFOLIO_VIEWS=server`);
  }
  return { tokens: new Map(labels), pages, sections };
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
