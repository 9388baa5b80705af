import path from "node:path";
import { chromium } from "@playwright/test";
import {
  findBrowser,
  thisMachine,
  windowsProgramFolders,
  type BrowserLookup,
  type BrowserPlaces,
} from "./browser-lookup";

export type ChromiumLookup = BrowserLookup & { playwrightChromium: () => string };

export type FoundBrowser = { path: string; playwrightsOwn: boolean };

const places: BrowserPlaces = {
  variable: "CHROMIUM_PATH",
  commands: ["chromium", "chromium-browser", "google-chrome"],
  // On macOS and Windows Chrome is usually not on the PATH.
  installs: (lookup) => {
    if (lookup.platform === "darwin") {
      return [
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
      ];
    }
    if (lookup.platform === "win32") {
      return windowsProgramFolders(lookup).map((folder) =>
        path.win32.join(folder, "Google", "Chrome", "Application", "chrome.exe"),
      );
    }
    return [];
  },
};

export const notFoundMessage = [
  "No Chromium or Chrome found for the browser tests. Any one of these will do:",
  "  - install it: Linux `apt-get install -y chromium`; macOS and Windows: install Google Chrome",
  "  - or let Playwright fetch its own: `npx playwright install chromium`",
  "  - or point CHROMIUM_PATH at a Chromium or Chrome executable",
].join("\n");

const thisMachineWithPlaywright: ChromiumLookup = {
  ...thisMachine,
  playwrightChromium: () => chromium.executablePath(),
};

// Chromium's headless shell first, as Playwright picks with its own browsers: it ran the browser tests on about 30%
// less CPU than the full browser in headless mode. Lighthouse and screenshots keep the full browser.
export const testPlaces: BrowserPlaces = { ...places, commands: ["chromium-headless-shell", ...places.commands] };

export function findChromium(
  lookup: ChromiumLookup = thisMachineWithPlaywright,
  where: BrowserPlaces = places,
): FoundBrowser {
  const found = findBrowser(where, lookup);
  if (found) return { path: found, playwrightsOwn: false };
  const own = lookup.playwrightChromium();
  if (lookup.exists(own)) return { path: own, playwrightsOwn: true };
  throw new Error(notFoundMessage);
}

export function chromiumPath(): string {
  return findChromium().path;
}

// undefined lets Playwright start its own browser the way it prefers.
export function playwrightExecutablePath(): string | undefined {
  const browser = findChromium(thisMachineWithPlaywright, testPlaces);
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
