import { holdsAppAttribute, selectorOf, webFontsAddedAttribute } from "./contract";
import { whenWebFontsAdded } from "./web-fonts";

/** After any of these the page is the visitor's to move. */
const visitorMoves = ["wheel", "touchstart", "pointerdown", "keydown"] as const;
// Long enough for the web fonts, the screens above the section and the app taking over from a sealed preview.
const holdMs = 10_000;

function onVisitorMove(moved: () => void): () => void {
  for (const type of visitorMoves) window.addEventListener(type, moved, { once: true, passive: true, capture: true });
  return () => {
    for (const type of visitorMoves) window.removeEventListener(type, moved, { capture: true });
  };
}

// Swapped-in fonts can move a section chosen before them, and scroll anchoring misses a change inside a block whose
// end alone shows: once they are in, the page goes to where the section is then, unless the visitor has moved.
export function followSectionOnceFontsAdded(link: HTMLAnchorElement, waitMs: number): void {
  const root = document.documentElement;
  if (root.hasAttribute(webFontsAddedAttribute)) return;
  let moved = false;
  const stopWatching = onVisitorMove(() => (moved = true));
  void whenWebFontsAdded(waitMs).then(() => {
    stopWatching();
    if (moved || !root.hasAttribute(webFontsAddedAttribute) || window.location.hash !== link.hash) return;
    shownTarget()?.scrollIntoView();
  });
}

/** Keeps a linked section in view below the bars whenever it shows, until the visitor moves or `holdMs` passes. */
export function arriveAtFragment(root: HTMLElement): void {
  // Smooth scrolling would glide there from the top, towards where the section was before the page settled.
  root.style.scrollBehavior = "auto";
  let placed: Element | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    mutations.disconnect();
    resizes.disconnect();
    root.style.removeProperty("scroll-behavior");
  };
  const place = (target: Element) => {
    if (!placed) {
      onVisitorMove(stop);
      setTimeout(stop, holdMs);
    }
    placed = target;
    target.scrollIntoView({ block: "start" });
  };
  const mutations = new MutationObserver(() => {
    const target = shownTarget();
    if (target && target !== placed) place(target);
  });
  const placeAgain = () => {
    if (!stopped && placed?.isConnected) place(placed);
  };
  const resizes = new ResizeObserver(placeAgain);
  mutations.observe(document, { childList: true, subtree: true });
  // The boot layer's marks on <html> hide or show the app's render (unlocking, preview) without adding anything.
  mutations.observe(root, { attributes: true });
  resizes.observe(root);
  // Their metrics match the fallback's, but not to the pixel.
  void whenWebFontsAdded(holdMs).then(() => requestAnimationFrame(placeAgain));
  window.addEventListener(
    "load",
    () => {
      // Only a gated page shows its sections later, once it is opened.
      if (!placed && !document.querySelector(selectorOf(holdsAppAttribute))) stop();
    },
    { once: true },
  );
}

/** The section the address names, where it shows: a sealed preview and the app's hidden render hold the same ids. */
function shownTarget(): Element | undefined {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return undefined;
  }
  if (!id) return undefined;
  // Not checkVisibility(): Safari has it only from 17.4.
  return [...document.querySelectorAll(`[id="${CSS.escape(id)}"]`)].find(
    (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden",
  );
}
