// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchSections } from "./section-times";

let state: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });

let clock = 0;
const now = () => clock;

/** jsdom lays nothing out: the test says which sections cross the reading band, as the browser's observer would. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  report(ids: string[], isIntersecting: boolean) {
    const targets = [...this.targets].filter((target) => ids.includes(target.id));
    this.callback(targets.map((target) => ({ target, isIntersecting })));
  }
}

function scrollTo(...ids: string[]): void {
  const observer = FakeObserver.current;
  if (!observer) throw new Error("no observer");
  observer.report(
    [...observer.targets].map((target) => target.id).filter((id) => !ids.includes(id)),
    false,
  );
  observer.report(ids, true);
}

function show(visible: boolean): void {
  state = visible ? "visible" : "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
}

function page(...ids: string[]): HTMLElement {
  const main = document.createElement("main");
  for (const id of ids) main.append(Object.assign(document.createElement("section"), { id }));
  document.body.append(main);
  return main;
}

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  state = "visible";
  clock = 0;
});

describe("watchSections", () => {
  it("adds up each section's time on screen, leaving out sections never on screen", () => {
    page("overview", "role", "challenge");
    const sections = watchSections({ now });
    scrollTo("overview");
    clock += 4_000;
    scrollTo("overview", "role");
    clock += 1_000;
    scrollTo("role");
    clock += 2_500;
    expect(sections.read()).toEqual({ overview: 5_000, role: 3_500 });
    expect(Object.keys(sections.read())).toEqual(["overview", "role"]);
    sections.stop();
  });

  it("watches the page's sections with an id, and nothing else", () => {
    const main = page("overview");
    main.append(document.createElement("section"), Object.assign(document.createElement("div"), { id: "tools" }));
    const sections = watchSections({ now });
    expect([...(FakeObserver.current?.targets ?? [])].map((target) => target.id)).toEqual(["overview"]);
    sections.stop();
  });

  it("counts nothing while the page is hidden", () => {
    page("outcomes");
    const sections = watchSections({ now });
    scrollTo("outcomes");
    clock += 2_000;
    show(false);
    clock += 60_000;
    show(true);
    clock += 1_000;
    expect(sections.read()).toEqual({ outcomes: 3_000 });
    sections.stop();
  });

  it("starts the next visit from nothing", () => {
    page("tools");
    const sections = watchSections({ now });
    scrollTo("tools");
    clock += 2_000;
    sections.reset();
    clock += 500;
    expect(sections.read()).toEqual({ tools: 500 });
    sections.stop();
  });

  it("finds sections the app renders later, and counts the preview's and the app's copy of one section once", async () => {
    const preview = page("overview");
    const sections = watchSections({ now });
    scrollTo("overview");
    clock += 1_000;
    page("overview");
    await flushMutations();
    scrollTo("overview");
    clock += 1_000;
    preview.remove();
    await flushMutations();
    clock += 1_000;
    expect(FakeObserver.current?.targets.size).toBe(1);
    expect(sections.read()).toEqual({ overview: 3_000 });
    sections.stop();
  });
});
