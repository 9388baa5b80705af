import type { SectionTimes } from "./section-times";
import type { ViewsTarget } from "./views-target";

export type ViewReport = {
  /** A token only npm start's server maps to a label, or for Umami the label (`default` for PORTFOLIO_PASSWORD). */
  recipient: string;
  page: string;
  visit: string;
  visibleMs: number;
  sections?: SectionTimes;
};

export const reportTokenLength = 22;
/** A tab left open on a screen all day counts as one day. */
export const maxVisibleMs = 24 * 60 * 60 * 1000;
/** The server refuses more; a report is under 200 bytes, and under 500 with every section of a study. */
export const maxReportBytes = 1024;
export const viewsEndpointPath = "views";

export function reportedPage(sitePath: string): string {
  return `/${sitePath.replace(/^\/+|\/+$/g, "")}`;
}

// A string body goes as text/plain, which needs no CORS preflight.
export function viewBeacons(
  target: ViewsTarget,
  report: ViewReport,
  site: { basePath: string; hostname: string },
): { url: string; body: string }[] {
  if (target.to === "umami") return umamiBeacons(target, report, site.hostname);
  const beacon = serverBeacon(report, site.basePath);
  const { recipient: token, page, visit, visibleMs, sections = {} } = report;
  if (Object.keys(sections).length === 0) return [beacon];
  return [{ url: beacon.url, body: JSON.stringify({ token, page, visit, visibleMs, sections }) }];
}

// All a sealed preview needs: its page's boot script, public like every gate, carries no more; the app adds sections.
export function serverBeacon({ recipient, page, visit, visibleMs }: ViewReport, basePath: string) {
  return { url: `${basePath}${viewsEndpointPath}`, body: JSON.stringify({ token: recipient, page, visit, visibleMs }) };
}

/** Umami's event API: `id` is the distinct ID identify() sets, so Umami files each recipient's visits by label. */
function umamiBeacons(target: Extract<ViewsTarget, { to: "umami" }>, report: ViewReport, hostname: string) {
  const event = (name: string, data: Record<string, string | number>) => ({
    url: target.endpoint,
    body: JSON.stringify({
      type: "event",
      payload: { website: target.website, hostname, url: report.page, name, id: report.recipient, data },
    }),
  });
  const { recipient } = report;
  return [
    event("view", { recipient, seconds: seconds(report.visibleMs) }),
    ...Object.entries(report.sections ?? {}).map(([section, ms]) =>
      event("section", { recipient, section, seconds: seconds(ms) }),
    ),
  ];
}

function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}
