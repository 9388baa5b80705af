/** Calls `then` once a matching paint is reported as shown, a frame or more after drawing; with no reports, at load. */
export function afterPaintReported(
  type: "paint" | "element",
  matches: (entry: PerformanceEntry) => boolean,
  then: () => void,
): void {
  const later = () => setTimeout(then, 0);
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) {
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntries().some(matches)) return;
    observer.disconnect();
    later();
  }).observe({ type, buffered: true });
}

export const isFirstContentfulPaint = (entry: PerformanceEntry) => entry.name === "first-contentful-paint";
