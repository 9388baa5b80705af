import path from "node:path";
import {
  findBrowser,
  thisMachine,
  windowsProgramFolders,
  type BrowserLookup,
  type BrowserPlaces,
} from "./browser-lookup";

// The smoke suite's other engines: Firefox driven over WebDriver BiDi, WebKitGTK through its WebKitWebDriver.
export type EngineName = "firefox" | "webkit";

export type FoundEngine = {
  name: EngineName;
  label: string;
  executable: string;
  /** Xvfb to start when the machine has no display for WebKitGTK's window. */
  xvfb?: string;
};

export type MissingEngine = { name: EngineName; label: string; reason: string };

const firefox: BrowserPlaces = {
  variable: "FIREFOX_PATH",
  commands: ["firefox-esr", "firefox"],
  installs: (lookup) => {
    if (lookup.platform === "darwin") return ["/Applications/Firefox.app/Contents/MacOS/firefox"];
    if (lookup.platform === "win32") {
      return windowsProgramFolders(lookup).map((folder) => path.win32.join(folder, "Mozilla Firefox", "firefox.exe"));
    }
    return ["/usr/lib/firefox-esr/firefox-esr", "/usr/lib/firefox/firefox", "/opt/firefox/firefox"];
  },
};

// WebKitGTK's driver, which starts WebKitGTK's MiniBrowser; Linux packages put it in /usr/bin.
const webKitWebDriver: BrowserPlaces = {
  variable: "WEBKIT_WEBDRIVER_PATH",
  commands: ["WebKitWebDriver"],
  installs: (lookup) => (lookup.platform === "linux" ? ["/usr/bin/WebKitWebDriver"] : []),
};

const xvfb: BrowserPlaces = { variable: "XVFB_PATH", commands: ["Xvfb"], installs: () => ["/usr/bin/Xvfb"] };

export const missingReasons = {
  firefox: "no Firefox: `apt-get install -y firefox-esr` (Debian), install Firefox, or set FIREFOX_PATH",
  webkit: "no WebKitWebDriver: `apt-get install -y webkit2gtk-driver` (Debian, Ubuntu), or set WEBKIT_WEBDRIVER_PATH",
  display: "no display for WebKitGTK's window (DISPLAY unset) and no Xvfb: `apt-get install -y xvfb`",
};

function findFirefox(lookup: BrowserLookup): FoundEngine | MissingEngine {
  const executable = findBrowser(firefox, lookup);
  if (!executable) return { name: "firefox", label: "Firefox", reason: missingReasons.firefox };
  return { name: "firefox", label: "Firefox", executable };
}

function findWebKit(lookup: BrowserLookup): FoundEngine | MissingEngine {
  const executable = findBrowser(webKitWebDriver, lookup);
  if (!executable) return { name: "webkit", label: "WebKit", reason: missingReasons.webkit };
  if (lookup.env.DISPLAY || lookup.env.WAYLAND_DISPLAY) return { name: "webkit", label: "WebKit", executable };
  const server = findBrowser(xvfb, lookup);
  if (!server) return { name: "webkit", label: "WebKit", reason: missingReasons.display };
  return { name: "webkit", label: "WebKit", executable, xvfb: server };
}

export function findEngines(lookup: BrowserLookup = thisMachine): { found: FoundEngine[]; missing: MissingEngine[] } {
  const engines = [findFirefox(lookup), findWebKit(lookup)];
  return {
    found: engines.filter((engine) => "executable" in engine),
    missing: engines.filter((engine) => "reason" in engine),
  };
}

export function enginesAnnouncement({ found, missing }: ReturnType<typeof findEngines>): string {
  const running = found.map((engine) => `${engine.label} (${engine.executable}${engine.xvfb ? ", on Xvfb" : ""})`);
  const skipped = missing.map((engine) => `${engine.label}: ${engine.reason}`);
  return [
    `Engine smoke suite runs in: ${running.length > 0 ? running.join(", ") : "none"}`,
    ...(skipped.length > 0 ? [`Skipped, ${skipped.join("; ")}`] : []),
  ].join("\n");
}
