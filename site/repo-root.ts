import { existsSync } from "node:fs";
import path from "node:path";

// The nearest folder above holding package.json: `site/`'s parent here, the project's folder too from the server
// the build compiles into `.builds/<build>/`.
export const repoRoot = projectFolder(import.meta.dirname);

function projectFolder(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json in ${from} or above it.`);
  }
}

// With forward slashes on every system: path rules match this, never an absolute path, whose parents (a folder
// named `site` or `my portfolio`) are the owner's business.
export const relativePath = (folder: string, file: string): string =>
  path.relative(folder, file).split(path.sep).join("/");
