import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { BuildLayout } from "./build-layout.ts";

/** Beside, never inside, the published files: the server reads it as it starts, to say how the build opens. */
export async function writeRecipientCount(layout: BuildLayout, count: number): Promise<void> {
  await writeFile(layout.recipientCountFile, `${count}\n`);
}

export function readRecipientCount(layout: BuildLayout): number | null {
  let text: string;
  try {
    text = readFileSync(layout.recipientCountFile, "utf8");
  } catch {
    return null;
  }
  const count = Number(text.trim());
  return Number.isInteger(count) && count > 0 ? count : null;
}
