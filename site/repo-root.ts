import path from "node:path";

/** The repository's own folder: every file a script names lies below it. */
export const repoRoot = path.resolve(import.meta.dirname, "..");
