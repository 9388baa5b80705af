// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { watchVisibleStretches } from "./visible-stretches";

let state: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });

let clock = 0;
const now = () => clock;

function show(visible: boolean): void {
  state = visible ? "visible" : "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
}

function watch() {
  const stretches: number[] = [];
  const stop = watchVisibleStretches((ms) => stretches.push(ms), now);
  return { stretches, stop };
}

afterEach(() => {
  state = "visible";
  clock = 0;
});

describe("watchVisibleStretches", () => {
  it("reports each stretch the page was in view, ended by hiding it, and not the time it was hidden", () => {
    const { stretches, stop } = watch();
    clock = 4_000;
    show(false);
    clock = 60_000;
    show(true);
    clock = 62_500;
    show(false);
    stop();
    expect(stretches).toEqual([4_000, 2_500]);
  });

  it("ends the stretch when the visitor leaves the page, once", () => {
    const { stretches, stop } = watch();
    clock = 1_200;
    window.dispatchEvent(new Event("pagehide"));
    show(false);
    stop();
    expect(stretches).toEqual([1_200]);
  });

  it("ends the stretch when the page changes within the tab, and hears nothing after", () => {
    const { stretches, stop } = watch();
    clock = 700;
    stop();
    clock = 900;
    show(false);
    expect(stretches).toEqual([700]);
  });

  it("starts counting only once a page opened in a background tab comes into view", () => {
    state = "hidden";
    const { stretches, stop } = watch();
    clock = 10_000;
    show(true);
    clock = 13_000;
    stop();
    expect(stretches).toEqual([3_000]);
  });
});
