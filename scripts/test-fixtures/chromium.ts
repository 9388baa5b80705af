import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

export type BrowserLookup = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  onPath: (command: string) => string | undefined;
  exists: (file: string) => boolean;
  playwrightChromium: () => string;
};

export type FoundBrowser = { path: string; playwrightsOwn: boolean };

const commands = ["chromium", "chromium-browser", "google-chrome"];

// On macOS and Windows Chrome is usually not on the PATH.
function standardInstalls({ platform, env }: BrowserLookup): string[] {
  if (platform === "darwin") {
    return [
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
    ];
  }
  if (platform === "win32") {
    return [env.PROGRAMFILES, env["PROGRAMFILES(X86)"], env.LOCALAPPDATA]
      .filter((folder) => folder !== undefined)
      .map((folder) => path.win32.join(folder, "Google", "Chrome", "Application", "chrome.exe"));
  }
  return [];
}

export const notFoundMessage = [
  "No Chromium or Chrome found for the browser tests. Any one of these will do:",
  "  - install it: Linux `apt-get install -y chromium`; macOS and Windows: install Google Chrome",
  "  - or let Playwright fetch its own: `npx playwright install chromium`",
  "  - or point CHROMIUM_PATH at a Chromium or Chrome executable",
].join("\n");

export function findChromium(lookup: BrowserLookup = thisMachine): FoundBrowser {
  const chosen = lookup.env.CHROMIUM_PATH;
  if (chosen) {
    if (!lookup.exists(chosen)) throw new Error(`CHROMIUM_PATH names ${chosen}, which does not exist.`);
    return { path: chosen, playwrightsOwn: false };
  }
  for (const command of commands) {
    const found = lookup.onPath(command);
    if (found) return { path: found, playwrightsOwn: false };
  }
  const installed = standardInstalls(lookup).find((file) => lookup.exists(file));
  if (installed) return { path: installed, playwrightsOwn: false };
  const own = lookup.playwrightChromium();
  if (lookup.exists(own)) return { path: own, playwrightsOwn: true };
  throw new Error(notFoundMessage);
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

const thisMachine: BrowserLookup = {
  env: process.env,
  platform: process.platform,
  onPath: commandOnPath,
  exists: existsSync,
  playwrightChromium: () => chromium.executablePath(),
};

export function chromiumPath(): string {
  return findChromium().path;
}

// undefined lets Playwright start its own browser the way it prefers.
export function playwrightExecutablePath(): string | undefined {
  const browser = findChromium();
  return browser.playwrightsOwn ? undefined : browser.path;
}

/** Flags that keep Chromium from reaching for Google's services on a closed network. */
export const chromiumArgs = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
