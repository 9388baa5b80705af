import { createHash } from "node:crypto";
import { readdir, readFile, utimes } from "node:fs/promises";
import path from "node:path";

// Write times would say which vault file is which study.
export const vaultFileTime = new Date("2000-01-01T00:00:00Z");

// A time drawn from the content, so ETags and Last-Modified change exactly with it and never say when it was built.
export async function stampContentTimes(outDir: string, skip: string): Promise<void> {
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || file.startsWith(skip + path.sep)) continue;
    const time = new Date(vaultFileTime.getTime() + contentOffsetMs(await readFile(file)));
    await utimes(file, time, time);
  }
}

export function contentOffsetMs(bytes: Uint8Array): number {
  return createHash("sha256").update(bytes).digest().readUInt32BE(0);
}
