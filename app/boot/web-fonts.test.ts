// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refusingCookieJar } from "../../test-fixtures/refusing-cookie-jar";
import { fontsCachedCookie } from "./contract";
import { loadWebFonts, requestWebFontsNow, type WebFont } from "./web-fonts";

const fonts: WebFont[] = [
  { family: "Inter Variable", url: "/assets/inter.woff2", weight: "400 600" },
  { family: "Fraunces Variable", url: "/assets/fraunces.woff2", weight: "500 600" },
];

/** jsdom has neither FontFace nor paint timing: these stand in, and let each test say when things happen. */
let added: string[] = [];
let requested: string[] = [];
let reportFirstPaint = () => {};

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
  ) {}
  load() {
    requested.push(this.family);
    return Promise.resolve(this);
  }
}

class FakePerformanceObserver {
  static supportedEntryTypes = ["paint"];
  constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }, observer: unknown) => void) {}
  observe() {
    reportFirstPaint = () => this.callback({ getEntries: () => [{ name: "first-contentful-paint" }] }, this);
  }
  disconnect() {}
}

beforeEach(() => {
  added = [];
  requested = [];
  vi.useFakeTimers();
  vi.stubGlobal("FontFace", FakeFontFace);
  vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face.family) },
  });
  document.cookie = `${fontsCachedCookie}=; Path=/; Max-Age=0`;
});

// A loader still waiting listens on the document, which the next test shares: let it finish here.
afterEach(async () => {
  requestWebFontsNow();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("loadWebFonts", () => {
  it("on a first visit, fetches nothing until the first paint has shown, then adds both fonts at once", async () => {
    loadWebFonts(fonts);
    await vi.runAllTimersAsync();
    expect(requested).toEqual([]);

    reportFirstPaint();
    await vi.runAllTimersAsync();
    expect(requested).toEqual(["Inter Variable", "Fraunces Variable"]);
    expect(added).toEqual(["Inter Variable", "Fraunces Variable"]);
  });

  it("on a later page in the same browser session, adds the fonts before the first paint", async () => {
    loadWebFonts(fonts);
    reportFirstPaint();
    await vi.runAllTimersAsync();
    [added, requested] = [[], []];

    loadWebFonts(fonts);
    await vi.runAllTimersAsync();
    expect(added).toEqual(["Inter Variable", "Fraunces Variable"]);
  });

  it("adds them at once, before any paint, for a page that will render its text from script", async () => {
    loadWebFonts(fonts);
    requestWebFontsNow();
    await vi.runAllTimersAsync();
    expect(added).toEqual(["Inter Variable", "Fraunces Variable"]);
  });

  it("treats a page whose cookies are refused like a first visit, every time", async () => {
    loadWebFonts(fonts, refusingCookieJar);
    reportFirstPaint();
    await vi.runAllTimersAsync();
    expect(added).toHaveLength(2);

    [added, requested] = [[], []];
    loadWebFonts(fonts, refusingCookieJar);
    await vi.runAllTimersAsync();
    expect(requested).toEqual([]);
  });
});
