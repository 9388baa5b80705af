import { afterPaintReported, isFirstContentfulPaint } from "~/lib/paint-reported";
import { readPreference, writePreference, type CookieJar } from "~/lib/preference-cookie";
import { fontsCachedCookie, webFontsAddedAttribute, webFontsNeededEvent } from "./contract";

export type WebFont = { family: string; url: string; weight: string };

/** For text a script renders: a swap after it shows would move what the visitor is already reading. */
export function requestWebFontsNow(): void {
  document.dispatchEvent(new Event(webFontsNeededEvent));
}

/** After the first paint on a first visit; before it, from the cache, once this browser session has loaded them. */
export function loadWebFonts(fonts: readonly WebFont[], jar: CookieJar = document): void {
  const faces = fonts.map(
    (font) => new FontFace(font.family, `url("${font.url}") format("woff2")`, { weight: font.weight, display: "swap" }),
  );
  // Added together, so the page is laid out again once, not once per font.
  const add = () =>
    Promise.all(faces.map((face) => face.load())).then(() => {
      for (const face of faces) document.fonts.add(face);
      document.documentElement.setAttribute(webFontsAddedAttribute, "");
      writePreference(jar, fontsCachedCookie, "true");
    }, ignore);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void add();
  };
  document.addEventListener(webFontsNeededEvent, start, { once: true });
  if (readPreference(jar, fontsCachedCookie) === "true") start();
  else afterPaintReported("paint", isFirstContentfulPaint, start);
}

export function whenWebFontsAdded(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (document.documentElement.hasAttribute(webFontsAddedAttribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute(webFontsAddedAttribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [webFontsAddedAttribute] });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, timeoutMs);
  });
}

/** A font that fails leaves its local stand-in, which the page was painted with. */
function ignore(): void {}
