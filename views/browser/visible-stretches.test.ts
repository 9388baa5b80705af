// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { updateEveryMs, watchVisibleStretches, type OpenedVisit, type Stretch } from "./visible-stretches";

let state: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });

let clock = 0;
const now = () => clock;

function show(visible: boolean): void {
  state = visible ? "visible" : "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
}

/** Moves the clock, and the timers with it. */
function wait(ms: number): void {
  clock += ms;
  vi.advanceTimersByTime(ms);
}

function watch(opened?: OpenedVisit) {
  const reports: Stretch[] = [];
  let visits = 0;
  const stop = watchVisibleStretches((stretch) => reports.push(stretch), {
    opened,
    now,
    newVisit: () => `v${++visits}`,
  });
  return { reports, stop };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});

afterEach(() => {
  vi.useRealTimers();
  state = "visible";
  clock = 0;
});

describe("watchVisibleStretches", () => {
  it("opens a visit as the page shows, sends its time while it lasts, and ends it when the page is hidden", () => {
    const { reports, stop } = watch();
    wait(updateEveryMs);
    wait(updateEveryMs);
    wait(4_000);
    show(false);
    wait(60_000);
    stop();
    expect(reports).toEqual([
      { visit: "v1", visibleMs: 0, ended: false },
      { visit: "v1", visibleMs: updateEveryMs, ended: false },
      { visit: "v1", visibleMs: 2 * updateEveryMs, ended: false },
      { visit: "v1", visibleMs: 2 * updateEveryMs + 4_000, ended: true },
    ]);
  });

  it("makes each stretch in view a visit of its own, and counts the time hidden in none", () => {
    const { reports, stop } = watch();
    wait(4_000);
    show(false);
    wait(60_000);
    show(true);
    wait(2_500);
    show(false);
    stop();
    expect(reports.filter((report) => report.ended)).toEqual([
      { visit: "v1", visibleMs: 4_000, ended: true },
      { visit: "v2", visibleMs: 2_500, ended: true },
    ]);
    expect(reports.filter((report) => !report.ended).map((report) => report.visit)).toEqual(["v1", "v2"]);
  });

  it("ends the visit when the visitor leaves the page, once", () => {
    const { reports, stop } = watch();
    wait(1_200);
    window.dispatchEvent(new Event("pagehide"));
    show(false);
    stop();
    expect(reports.filter((report) => report.ended)).toEqual([{ visit: "v1", visibleMs: 1_200, ended: true }]);
  });

  it("ends the visit when the page changes within the tab, and hears nothing after", () => {
    const { reports, stop } = watch();
    wait(700);
    stop();
    wait(updateEveryMs);
    show(false);
    expect(reports.at(-1)).toEqual({ visit: "v1", visibleMs: 700, ended: true });
    expect(reports).toHaveLength(2);
  });

  it("opens a visit only once a page opened in a background tab comes into view", () => {
    state = "hidden";
    const { reports, stop } = watch();
    wait(10_000);
    expect(reports).toEqual([]);
    show(true);
    wait(3_000);
    stop();
    expect(reports).toEqual([
      { visit: "v1", visibleMs: 0, ended: false },
      { visit: "v1", visibleMs: 3_000, ended: true },
    ]);
  });

  it("carries on the visit the sealed preview opened, from when it showed, without opening it again", () => {
    clock = 5_000;
    const { reports, stop } = watch({ visit: "preview", since: 1_000 });
    wait(2_000);
    stop();
    expect(reports).toEqual([{ visit: "preview", visibleMs: 6_000, ended: true }]);
  });

  it("leaves the preview's visit as it was if the page is hidden by the time the app takes over", () => {
    state = "hidden";
    const { reports, stop } = watch({ visit: "preview", since: 0 });
    wait(1_000);
    show(true);
    stop();
    expect(reports.map((report) => report.visit)).toEqual(["v1", "v1"]);
  });
});
