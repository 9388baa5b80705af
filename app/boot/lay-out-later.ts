import { layOutAllAttribute, layOutLaterAttribute, selectorOf } from "./contract";
import { arriveAtFragment, followSectionOnceFontsAdded } from "./fragment-arrival";
import { whenWebFontsAdded } from "./web-fonts";

const fontWaitMs = 3000;

/** Marked sections skip layout until the fonts are in, then one per frame, or all at once when their heights count. */
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
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
      if (!link) return;
      layOutAll();
      followSectionOnceFontsAdded(link, fontWaitMs);
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
