// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { webFontsAddedAttribute } from "./contract";
import { followSectionOnceFontsAdded } from "./fragment-arrival";

const waitMs = 3000;
let scrolledTo: string[] = [];

const { scrollIntoView } = Element.prototype;
beforeEach(() => {
  scrolledTo = [];
  document.body.innerHTML = `<a href="#about">About</a><section id="about"></section>`;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
  // jsdom lays nothing out: the section shows.
  vi.spyOn(Element.prototype, "getClientRects").mockReturnValue([new DOMRect()] as unknown as DOMRectList);
  document.documentElement.removeAttribute(webFontsAddedAttribute);
  window.location.hash = "#about";
});

afterEach(() => {
  vi.restoreAllMocks();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.location.hash = "";
});

const link = () => document.querySelector("a") as HTMLAnchorElement;
const addFonts = () => document.documentElement.setAttribute(webFontsAddedAttribute, "");
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("a section chosen before the web fonts are in", () => {
  it("is scrolled to again once they are", async () => {
    followSectionOnceFontsAdded(link(), waitMs);
    expect(scrolledTo).toEqual([]);
    addFonts();
    await vi.waitFor(() => expect(scrolledTo).toEqual(["about"]));
  });

  it("is left alone once the visitor has moved", async () => {
    followSectionOnceFontsAdded(link(), waitMs);
    window.dispatchEvent(new Event("wheel"));
    addFonts();
    await settle();
    expect(scrolledTo).toEqual([]);
  });

  it("is left alone when the fonts never come", async () => {
    vi.useFakeTimers();
    followSectionOnceFontsAdded(link(), waitMs);
    await vi.advanceTimersByTimeAsync(waitMs);
    vi.useRealTimers();
    expect(scrolledTo).toEqual([]);
  });

  it("is not followed when the fonts were in already: the scroll found it where it stays", async () => {
    addFonts();
    followSectionOnceFontsAdded(link(), waitMs);
    await settle();
    expect(scrolledTo).toEqual([]);
  });
});
