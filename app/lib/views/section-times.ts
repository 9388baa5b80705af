/** Milliseconds each section of a page was on screen during one visit, by section id, in the page's order. */
export type SectionTimes = Record<string, number>;

/**
 * The part of the screen a section must reach to count: below the site's two sticky bars and above the bottom fifth,
 * so a heading peeking in at an edge counts for nothing, while a section that fills the screen counts.
 */
const readingBand = "-20% 0px -20% 0px";

export type SectionClock = {
  /** The visit's totals so far: only sections that were on screen, rounded to whole milliseconds. */
  read: () => SectionTimes;
  /** Starts the next visit's totals from nothing. */
  reset: () => void;
  stop: () => void;
};

/**
 * Adds up how long each section with one of `ids` is on screen while the page is visible: totals, never a trail of
 * moments. Sections come and go as the app renders (the sealed preview, then the app's page), so every
 * `section[id]` of the document is watched as it appears; two with one id, the preview's and the app's, count once.
 */
export function watchSections(
  ids: readonly string[],
  { now = () => performance.now() }: { now?: () => number } = {},
): SectionClock {
  const known = new Set(ids);
  const onScreen = new Map<Element, string>();
  const totals = new Map<string, number>();
  let since = now();
  // As of `since`: the clock of a hidden page does not run.
  let counting = document.visibilityState === "visible";
  const settle = () => {
    const at = now();
    if (counting) for (const id of new Set(onScreen.values())) totals.set(id, (totals.get(id) ?? 0) + at - since);
    since = at;
  };
  const seen = new IntersectionObserver(
    (entries) => {
      settle();
      for (const { target, isIntersecting } of entries) {
        if (isIntersecting && target.isConnected) onScreen.set(target, target.id);
        else onScreen.delete(target);
      }
    },
    { rootMargin: readingBand },
  );
  const watched = new Set<Element>();
  const discover = () => {
    settle();
    for (const element of watched) {
      if (element.isConnected) continue;
      seen.unobserve(element);
      watched.delete(element);
      onScreen.delete(element);
    }
    for (const section of document.querySelectorAll("section[id]")) {
      if (!known.has(section.id) || watched.has(section)) continue;
      watched.add(section);
      seen.observe(section);
    }
  };
  const pages = new MutationObserver(discover);
  pages.observe(document.body, { childList: true, subtree: true });
  discover();
  const shown = () => {
    settle();
    counting = document.visibilityState === "visible";
  };
  document.addEventListener("visibilitychange", shown);
  return {
    read: () => {
      settle();
      const read: SectionTimes = {};
      for (const id of ids) {
        const ms = Math.round(totals.get(id) ?? 0);
        if (ms > 0) read[id] = ms;
      }
      return read;
    },
    reset: () => {
      settle();
      totals.clear();
    },
    stop: () => {
      seen.disconnect();
      pages.disconnect();
      document.removeEventListener("visibilitychange", shown);
    },
  };
}
