import { writeFile } from "node:fs/promises";
import type { BuildLayout } from "./build-layout.ts";
import { readTextIfPresent } from "./read-if-present.ts";

/** Beside, never inside, the published files: the server reads it as it starts, to say how the build opens. */
export async function writeRecipientCount(layout: BuildLayout, count: number): Promise<void> {
  await writeFile(layout.recipientCountFile, `${count}\n`);
}

export function readRecipientCount(layout: BuildLayout): number | null {
  const text = readTextIfPresent(layout.recipientCountFile);
  if (text === undefined) return null;
  const count = Number(text.trim());
  return Number.isInteger(count) && count > 0 ? count : null;
}
