import { maxVisibleMs, viewBeacons } from "./view-report";
import { watchSections, type SectionTimes } from "./section-times";
import type { ViewsTarget } from "./views-target";
import { watchVisibleStretches, type OpenedVisit } from "./visible-stretches";

export function reportPage(target: ViewsTarget, page: string, recipient: string, opened?: OpenedVisit): () => void {
  const clock = watchSections();
  const stop = watchVisibleStretches(
    ({ visit, visibleMs, ended }) => {
      const read = clock.read();
      if (ended) clock.reset();
      // Umami keeps each report as an event of its own, with nothing to carry a visit on: one per visit, as it ends.
      if (target.to === "umami" && !ended) return;
      const shown = Math.min(visibleMs, maxVisibleMs);
      const report = { recipient, page, visit, visibleMs: shown, sections: atMost(read, shown) };
      const site = { basePath: import.meta.env.BASE_URL, hostname: location.hostname };
      for (const { url, body } of viewBeacons(target, report, site)) navigator.sendBeacon(url, body);
    },
    { opened },
  );
  return () => {
    stop();
    clock.stop();
  };
}

/** No section is on screen longer than its page: the two clocks start a moment apart. */
function atMost(sections: SectionTimes, ms: number): SectionTimes {
  return Object.fromEntries(
    Object.entries(sections).flatMap(([id, sectionMs]) => (ms > 0 ? [[id, Math.min(sectionMs, ms)]] : [])),
  );
}
