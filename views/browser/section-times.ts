export type SectionTimes = Record<string, number>;

// From below the two sticky bars to above the bottom fifth: a heading peeking in at an edge counts for nothing.
const readingBand = "-20% 0px -20% 0px";

export type SectionClock = {
  read: () => SectionTimes;
  reset: () => void;
  stop: () => void;
};

// Sections come and go (the sealed preview, then the app's page): each is watched as it appears, an id counting once.
export function watchSections({ now = () => performance.now() }: { now?: () => number } = {}): SectionClock {
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
      if (watched.has(section)) continue;
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
      for (const [id, total] of totals) if (Math.round(total) > 0) read[id] = Math.round(total);
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
