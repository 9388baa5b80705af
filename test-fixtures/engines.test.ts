import { describe, expect, it } from "vitest";
import { enginesAnnouncement, findEngines, missingReasons } from "./engines";
import { fakeMachine as machine } from "./fake-machine";

const debian = {
  "firefox-esr": "/usr/bin/firefox-esr",
  WebKitWebDriver: "/usr/bin/WebKitWebDriver",
  Xvfb: "/usr/bin/Xvfb",
};

describe("findEngines", () => {
  it("finds Debian's Firefox ESR and WebKitWebDriver, and Xvfb for WebKit when there is no display", () => {
    expect(findEngines(machine({ commands: debian }))).toEqual({
      found: [
        { name: "firefox", label: "Firefox", executable: "/usr/bin/firefox-esr" },
        { name: "webkit", label: "WebKit", executable: "/usr/bin/WebKitWebDriver", xvfb: "/usr/bin/Xvfb" },
      ],
      missing: [],
    });
  });

  it("takes FIREFOX_PATH and WEBKIT_WEBDRIVER_PATH first, and says so when they name nothing", () => {
    const lookup = machine({
      env: { FIREFOX_PATH: "/opt/ff/firefox", WEBKIT_WEBDRIVER_PATH: "/opt/wk/WebKitWebDriver", DISPLAY: ":0" },
      files: ["/opt/ff/firefox", "/opt/wk/WebKitWebDriver"],
      commands: debian,
    });
    expect(findEngines(lookup).found.map((engine) => engine.executable)).toEqual([
      "/opt/ff/firefox",
      "/opt/wk/WebKitWebDriver",
    ]);
    expect(() => findEngines(machine({ env: { FIREFOX_PATH: "/nowhere/firefox" } }))).toThrow(
      /FIREFOX_PATH.*\/nowhere\/firefox/,
    );
  });

  it("then the PATH (firefox-esr before firefox), then where installers put Firefox", () => {
    const both = { "firefox-esr": "/usr/bin/firefox-esr", firefox: "/usr/local/bin/firefox" };
    expect(findEngines(machine({ commands: both })).found[0]?.executable).toBe("/usr/bin/firefox-esr");
    const mac = "/Applications/Firefox.app/Contents/MacOS/firefox";
    expect(findEngines(machine({ platform: "darwin", files: [mac] })).found[0]?.executable).toBe(mac);
    const windows = "C:\\Program Files\\Mozilla Firefox\\firefox.exe";
    const onWindows = machine({ platform: "win32", env: { PROGRAMFILES: "C:\\Program Files" }, files: [windows] });
    expect(findEngines(onWindows).found[0]?.executable).toBe(windows);
  });

  it("drives WebKit on the machine's display when it has one, without Xvfb", () => {
    const lookup = machine({ env: { DISPLAY: ":0" }, commands: { WebKitWebDriver: debian.WebKitWebDriver } });
    expect(findEngines(lookup).found).toEqual([
      { name: "webkit", label: "WebKit", executable: "/usr/bin/WebKitWebDriver" },
    ]);
  });

  it("leaves out each missing engine with the reason and the way to install it", () => {
    expect(findEngines(machine({})).missing).toEqual([
      { name: "firefox", label: "Firefox", reason: missingReasons.firefox },
      { name: "webkit", label: "WebKit", reason: missingReasons.webkit },
    ]);
    const noDisplay = machine({ commands: { WebKitWebDriver: debian.WebKitWebDriver } });
    expect(findEngines(noDisplay).missing.at(-1)?.reason).toBe(missingReasons.display);
    for (const way of ["firefox-esr", "FIREFOX_PATH", "webkit2gtk-driver", "WEBKIT_WEBDRIVER_PATH", "xvfb"]) {
      expect(Object.values(missingReasons).join(" ")).toContain(way);
    }
  });
});

describe("enginesAnnouncement", () => {
  it("names the engines that run and those skipped, with why", () => {
    const text = enginesAnnouncement(findEngines(machine({ commands: { "firefox-esr": debian["firefox-esr"] } })));
    expect(text).toContain("Firefox (/usr/bin/firefox-esr)");
    expect(text).toContain(`WebKit: ${missingReasons.webkit}`);
  });
});
