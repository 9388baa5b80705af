import { statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../../site/repo-root.ts";

/** Outside every build folder, so rebuilds never touch it (docs/owner-guide.md#views). */
export const defaultViewsDatabaseFile = path.join(repoRoot, ".data", "views.sqlite");

/** PORTFOLIO_VIEWS_DB, for the server and npm run views, relative to the project: on a host, its persistent disk. */
export function viewsDatabaseFile(env: Record<string, string | undefined>): string {
  const value = env.PORTFOLIO_VIEWS_DB?.trim() ?? "";
  if (value === "") return defaultViewsDatabaseFile;
  const file = path.resolve(repoRoot, value);
  if (/[/\\]$/.test(value) || statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(
      `PORTFOLIO_VIEWS_DB is "${value}", a folder: name the file in it, such as ${path.join(file, "views.sqlite")}.`,
    );
  }
  return file;
}
