import type { ViewsTarget } from "./views-target";

/** What the browser tells about one stretch of time an unlocked page was visible: no password, key or fragment. */
export type ViewReport = {
  /**
   * Who reads, as the key slot that unlocked the tab names them (pipeline/views-config.ts): a random token, which
   * only npm start's server maps to a label, or for Umami the label itself (`default` for PORTFOLIO_PASSWORD).
   */
  recipient: string;
  /** The page's path inside the site, such as /project/entelo: no query, no fragment. */
  page: string;
  visibleMs: number;
};

/** A tab left open on a screen all day counts as one day. */
export const maxVisibleMs = 24 * 60 * 60 * 1000;
/** The server refuses more; a report is under 200 bytes. */
export const maxReportBytes = 1024;
/** Below the site's base path, where npm start's server takes reports. */
export const viewsEndpointPath = "views";

/** The request sendBeacon makes: a string body goes as text/plain, which needs no CORS preflight. */
export function viewBeacon(
  target: ViewsTarget,
  report: ViewReport,
  site: { basePath: string; hostname: string },
): { url: string; body: string } {
  if (target.to === "server") {
    const { recipient, page, visibleMs } = report;
    return { url: `${site.basePath}${viewsEndpointPath}`, body: JSON.stringify({ token: recipient, page, visibleMs }) };
  }
  // Umami's event API (docs/publishing.md, Views on a static host): `id` is the distinct ID that the tracker's
  // identify() sets, so Umami files every visit of one recipient under their label.
  const payload = {
    website: target.website,
    hostname: site.hostname,
    url: report.page,
    name: "view",
    id: report.recipient,
    data: { recipient: report.recipient, seconds: Math.round(report.visibleMs / 100) / 10 },
  };
  return { url: target.endpoint, body: JSON.stringify({ type: "event", payload }) };
}
