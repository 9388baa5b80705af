import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** What a lookup may ask of the machine, so tests can hand it an imaginary one. */
export type BrowserLookup = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  onPath: (command: string) => string | undefined;
  exists: (file: string) => boolean;
};

/** Where one browser may be: a variable naming it, its commands, and where its installers put it. */
export type BrowserPlaces = {
  variable: string;
  commands: string[];
  installs: (lookup: BrowserLookup) => string[];
};

/** The variable first, then the PATH, then the usual install places; undefined when none has it. */
export function findBrowser(places: BrowserPlaces, lookup: BrowserLookup = thisMachine): string | undefined {
  const chosen = lookup.env[places.variable];
  if (chosen) {
    if (!lookup.exists(chosen)) throw new Error(`${places.variable} names ${chosen}, which does not exist.`);
    return chosen;
  }
  for (const command of places.commands) {
    const found = lookup.onPath(command);
    if (found) return found;
  }
  return places.installs(lookup).find((file) => lookup.exists(file));
}

export function windowsProgramFolders({ env }: BrowserLookup): string[] {
  return [env.PROGRAMFILES, env["PROGRAMFILES(X86)"], env.LOCALAPPDATA].filter((folder) => folder !== undefined);
}

function commandOnPath(command: string): string | undefined {
  const [file, args]: [string, string[]] =
    process.platform === "win32" ? ["where", [command]] : ["/bin/sh", ["-c", `command -v ${command}`]];
  try {
    const output = execFileSync(file, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return output.split(/\r?\n/)[0]?.trim() || undefined;
  } catch {
    return undefined;
  }
}

export const thisMachine: BrowserLookup = {
  env: process.env,
  platform: process.platform,
  onPath: commandOnPath,
  exists: existsSync,
};
