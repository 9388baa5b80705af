import { maxVisibleMs, viewBeacon } from "./view-report";
import type { ViewsTarget } from "./views-target";
import { watchVisibleStretches } from "./visible-stretches";

// Loaded only on unlocked pages of a build with views on (app/private-content/view-reports.tsx).

/** Reports each stretch of time `page` is visible until `stop` is called (the visitor moved to another page). */
export function reportPage(target: ViewsTarget, page: string, recipient: string): () => void {
  return watchVisibleStretches((visibleMs) => {
    const { url, body } = viewBeacon(
      target,
      { recipient, page, visibleMs: Math.min(visibleMs, maxVisibleMs) },
      { basePath: import.meta.env.BASE_URL, hostname: location.hostname },
    );
    navigator.sendBeacon(url, body);
  });
}
