import path from "node:path";

/** The repository's own folder: every file a script names lies below it. */
export const repoRoot = path.resolve(import.meta.dirname, "..");

/**
 * `file` as seen from `folder`, with forward slashes on every system. Path rules match this, never an absolute path,
 * whose parents (a checkout in a folder named `site` or `my portfolio`) are the owner's business.
 */
export const relativePath = (folder: string, file: string): string =>
  path.relative(folder, file).split(path.sep).join("/");
