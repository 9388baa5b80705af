import { layOutAllAttribute, layOutLaterAttribute, selectorOf } from "./contract";
import { arriveAtFragment, followSectionOnceFontsAdded } from "./fragment-arrival";

const fontWaitMs = 3000;

/**
 * Marked sections are laid out by the browser as they near the window (`content-visibility: auto`, app.css). Before a
 * jump, a fragment or a restored scroll position all are laid out at once: sections skipped above the target would
 * grow as they were laid out and move it.
 */
export function layOutBeforeJumps(): void {
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
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
      if (!link) return;
      layOutAll();
      followSectionOnceFontsAdded(link, fontWaitMs);
    },
    { capture: true },
  );
}

/** A woken island is laid out at once: its popups are fixed to the window, which a skipped section would box in. */
export function layOutSectionOf(element: Element): void {
  element.closest(selectorOf(layOutLaterAttribute))?.removeAttribute(layOutLaterAttribute);
}
