import { describe, expect, it } from "vitest";
import { findChromium, notFoundMessage, testPlaces, type ChromiumLookup } from "./chromium";
import { fakeMachine, type MachineOptions } from "./fake-machine";

const playwrightsOwn = "/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome";

function machine(options: MachineOptions): ChromiumLookup {
  return { ...fakeMachine(options), playwrightChromium: () => playwrightsOwn };
}

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first, over anything on the PATH", () => {
    const lookup = machine({
      env: { CHROMIUM_PATH: "/opt/chrome/chrome" },
      files: ["/opt/chrome/chrome"],
      commands: { chromium: "/usr/bin/chromium" },
    });
    expect(findChromium(lookup)).toEqual({ path: "/opt/chrome/chrome", playwrightsOwn: false });
  });

  it("says so when CHROMIUM_PATH names a file that is not there", () => {
    expect(() => findChromium(machine({ env: { CHROMIUM_PATH: "/nowhere/chrome" } }))).toThrow(
      /CHROMIUM_PATH.*\/nowhere\/chrome/,
    );
  });

  it("then looks on the PATH for chromium, chromium-browser and google-chrome, in that order", () => {
    const all = {
      chromium: "/usr/bin/chromium",
      "chromium-browser": "/usr/bin/chromium-browser",
      "google-chrome": "/usr/bin/google-chrome",
    };
    expect(findChromium(machine({ commands: all })).path).toBe("/usr/bin/chromium");
    expect(
      findChromium(
        machine({ commands: { "chromium-browser": all["chromium-browser"], "google-chrome": all["google-chrome"] } }),
      ).path,
    ).toBe("/usr/bin/chromium-browser");
    expect(findChromium(machine({ commands: { "google-chrome": all["google-chrome"] } })).path).toBe(
      "/usr/bin/google-chrome",
    );
  });

  it("for the browser tests, prefers the headless shell on the PATH, after CHROMIUM_PATH", () => {
    const commands = { "chromium-headless-shell": "/usr/bin/chromium-headless-shell", chromium: "/usr/bin/chromium" };
    expect(findChromium(machine({ commands }), testPlaces).path).toBe("/usr/bin/chromium-headless-shell");
    expect(findChromium(machine({ commands })).path).toBe("/usr/bin/chromium");
    const chosen = machine({ env: { CHROMIUM_PATH: "/opt/chrome/chrome" }, files: ["/opt/chrome/chrome"], commands });
    expect(findChromium(chosen, testPlaces).path).toBe("/opt/chrome/chrome");
  });

  it("finds Chrome where it installs itself on macOS and Windows", () => {
    const mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(findChromium(machine({ platform: "darwin", files: [mac] })).path).toBe(mac);
    const windows = "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe";
    expect(
      findChromium(machine({ platform: "win32", env: { PROGRAMFILES: "C:\\Program Files" }, files: [windows] })).path,
    ).toBe(windows);
  });

  it("prefers a browser on the machine to Playwright's own", () => {
    const lookup = machine({ commands: { "google-chrome": "/usr/bin/google-chrome" }, files: [playwrightsOwn] });
    expect(findChromium(lookup)).toEqual({ path: "/usr/bin/google-chrome", playwrightsOwn: false });
  });

  it("falls back to Playwright's own Chromium once `npx playwright install chromium` has fetched it", () => {
    expect(findChromium(machine({ files: [playwrightsOwn] }))).toEqual({ path: playwrightsOwn, playwrightsOwn: true });
  });

  it("names every way to get a browser when there is none", () => {
    expect(() => findChromium(machine({}))).toThrow(notFoundMessage);
    for (const way of [
      "apt-get install -y chromium",
      "Google Chrome",
      "npx playwright install chromium",
      "CHROMIUM_PATH",
    ]) {
      expect(notFoundMessage).toContain(way);
    }
  });
});
