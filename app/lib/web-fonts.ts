export type WebFont = { family: string; url: string; weight: string };

const cachedKey = "portfolio:fonts-cached";
const neededNowEvent = "portfolio:web-fonts-needed";
const addedAttribute = "data-web-fonts";

/**
 * For a page whose text its script will render (an unlocked case study, say):
 * the fonts are needed before that render, not after the first paint, or the
 * swap would move what the visitor is already reading.
 */
export function requestWebFontsNow(): void {
  document.dispatchEvent(new Event(neededNowEvent));
}

/**
 * Adds the site's web fonts without holding any text back. On a first visit
 * they are fetched once the first paint has shown, so it waits for neither
 * them nor their bytes on the network, and swap in over metric-matched local
 * fonts (app/styles/app.css). Once this tab has loaded them (a public note
 * in sessionStorage, which lasts as long as the tab), later pages add them
 * before the first paint, from the cache, so they do not show the swap.
 */
export function loadWebFonts(fonts: readonly WebFont[], storage: () => Storage = () => window.sessionStorage): void {
  const faces = fonts.map(
    (font) => new FontFace(font.family, `url("${font.url}") format("woff2")`, { weight: font.weight, display: "swap" }),
  );
  // Added together once all have loaded: the page is laid out again once, not once per font.
  const add = () =>
    Promise.all(faces.map((face) => face.load())).then(() => {
      for (const face of faces) document.fonts.add(face);
      document.documentElement.setAttribute(addedAttribute, "");
      remember(storage);
    }, ignore);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void add();
  };
  document.addEventListener(neededNowEvent, start, { once: true });
  if (recall(storage)) start();
  else afterFirstContentfulPaint(start);
}

/**
 * Resolves once the web fonts are in the page, or after `timeoutMs`: for
 * text shown by a script (a sealed preview), so it is set in its own fonts
 * from the start unless they are slow, and never held back long.
 */
export function whenWebFontsAdded(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (document.documentElement.hasAttribute(addedAttribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute(addedAttribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [addedAttribute] });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, timeoutMs);
  });
}

/** Once the browser reports the first paint of text or an image; at the load event where it cannot. */
function afterFirstContentfulPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    window.addEventListener("load", () => setTimeout(then, 0), { once: true });
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(then, 0);
  }).observe({ type: "paint", buffered: true });
}

function recall(storage: () => Storage): boolean {
  try {
    return storage().getItem(cachedKey) === "true";
  } catch {
    return false;
  }
}

function remember(storage: () => Storage): void {
  try {
    storage().setItem(cachedKey, "true");
  } catch {
    // Storage refused: every page fetches after its first paint, as on a first visit.
  }
}

/** A font that fails to load leaves its local stand-in, which is what the page was painted with. */
function ignore(): void {}
