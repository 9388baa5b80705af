import { layOutAllAttribute, layOutLaterAttribute, selectorOf } from "./contract";
import { arriveAtFragment } from "./fragment-arrival";
import { whenWebFontsAdded } from "./web-fonts";

const fontWaitMs = 3000;

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
