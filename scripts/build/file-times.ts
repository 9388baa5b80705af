import { createHash } from "node:crypto";
import { readdir, readFile, utimes } from "node:fs/promises";
import path from "node:path";

/** The time every vault file carries: write times would say which file is which study. */
export const vaultFileTime = new Date("2000-01-01T00:00:00Z");

/**
 * Gives every other file of the build a modification time drawn from its
 * content (within 2000), so the ETags and Last-Modified headers a server
 * derives from size and time change exactly when the content does, and say
 * nothing of when it was built.
 */
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
