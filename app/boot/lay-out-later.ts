import { layOutAllAttribute, layOutLaterAttribute, selectorOf } from "./contract";
import { whenWebFontsAdded } from "./web-fonts";

const fontWaitMs = 3000;
// A deep link's section is put back under the bar when the fonts arrive, which on a slow first visit is late.
const fragmentFontWaitMs = 10_000;

/**
 * Sections marked `data-lay-out-later` skip layout (content-visibility in app.css) so the first frame lays out the
 * first screen alone. They are laid out one per frame once the web fonts are in, so no task grows long, and all at
 * once before anything would place the page by their real heights: an in-page jump, a fragment in the address, or
 * a reload or Back that restores the scroll position.
 */
export function layOutLater(): void {
  const root = document.documentElement;
  const layOutAll = () => root.setAttribute(layOutAllAttribute, "");
  const navigation = performance.getEntriesByType("navigation")[0];
  if (navigation instanceof PerformanceNavigationTiming && navigation.type !== "navigate") return layOutAll();
  if (location.hash) {
    layOutAll();
    return arriveAtFragment(root);
  }
  document.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href*="#"]')) layOutAll();
    },
    { capture: true },
  );
  const layOutNext = () => {
    const section = root.hasAttribute(layOutAllAttribute)
      ? null
      : document.querySelector(selectorOf(layOutLaterAttribute));
    if (!section) return;
    section.removeAttribute(layOutLaterAttribute);
    requestAnimationFrame(layOutNext);
  };
  void whenWebFontsAdded(fontWaitMs).then(() => requestAnimationFrame(layOutNext));
}

/** A woken island is laid out at once: its popups are fixed to the window, which a skipped section would box in. */
export function layOutSectionOf(element: Element): void {
  element.closest(selectorOf(layOutLaterAttribute))?.removeAttribute(layOutLaterAttribute);
}

/**
 * A link to a section opens at it: smooth scrolling would glide there from the top after `load`, towards where the
 * section was before the web fonts moved it. Once both are in, the section is brought back under the bar unless the
 * visitor has moved meanwhile.
 */
function arriveAtFragment(root: HTMLElement): void {
  root.style.scrollBehavior = "auto";
  let moved = false;
  for (const type of ["wheel", "touchstart", "pointerdown", "keydown"]) {
    window.addEventListener(type, () => (moved = true), { once: true, passive: true, capture: true });
  }
  const loaded = new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  void Promise.all([loaded, whenWebFontsAdded(fragmentFontWaitMs)]).then(() =>
    requestAnimationFrame(() => {
      if (!moved) document.querySelector(":target")?.scrollIntoView();
      root.style.removeProperty("scroll-behavior");
    }),
  );
}
