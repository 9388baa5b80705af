import { maxVisibleMs, viewBeacon } from "./view-report";
import type { ViewsTarget } from "./views-target";
import { watchVisibleStretches, type OpenedVisit } from "./visible-stretches";

// Loaded only on unlocked pages of a build with views on (app/gated-page/view-reports.tsx).

export function reportPage(target: ViewsTarget, page: string, recipient: string, opened?: OpenedVisit): () => void {
  return watchVisibleStretches(
    ({ visit, visibleMs, ended }) => {
      // Umami keeps each report as an event of its own, with nothing to carry a visit on: one per visit, as it ends.
      if (target.to === "umami" && !ended) return;
      const report = { recipient, page, visit, visibleMs: Math.min(visibleMs, maxVisibleMs) };
      const site = { basePath: import.meta.env.BASE_URL, hostname: location.hostname };
      const { url, body } = viewBeacon(target, report, site);
      navigator.sendBeacon(url, body);
    },
    { opened },
  );
}
