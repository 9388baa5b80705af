import type { ViewsTarget } from "./views-target";

/** One visit (a stretch an unlocked page is visible), as it opens, goes on and ends: no password, key or fragment. */
export type ViewReport = {
  /** A token only npm start's server maps to a label, or for Umami the label (`default` for PORTFOLIO_PASSWORD). */
  recipient: string;
  /** The page's path inside the site, such as /project/entelo: no query, no fragment. */
  page: string;
  /** Random, one per visit: the server keeps one row per visit, which each report carries on. */
  visit: string;
  visibleMs: number;
};

/** A report token's characters: 128 random bits in base64url (pipeline/views-config.ts). */
export const reportTokenLength = 22;
/** A tab left open on a screen all day counts as one day. */
export const maxVisibleMs = 24 * 60 * 60 * 1000;
/** The server refuses more; a report is under 200 bytes. */
export const maxReportBytes = 1024;
/** Below the site's base path, where npm start's server takes reports. */
export const viewsEndpointPath = "views";

export function reportedPage(sitePath: string): string {
  return `/${sitePath.replace(/^\/+|\/+$/g, "")}`;
}

/** The request sendBeacon makes: a string body goes as text/plain, which needs no CORS preflight. */
export function viewBeacon(
  target: ViewsTarget,
  report: ViewReport,
  site: { basePath: string; hostname: string },
): { url: string; body: string } {
  return target.to === "server" ? serverBeacon(report, site.basePath) : umamiBeacon(target, report, site.hostname);
}

/** To npm start's server: all a sealed preview needs, so its page carries no more (view-visits.ts). */
export function serverBeacon({ recipient, page, visit, visibleMs }: ViewReport, basePath: string) {
  return { url: `${basePath}${viewsEndpointPath}`, body: JSON.stringify({ token: recipient, page, visit, visibleMs }) };
}

/** Umami's event API: `id` is the distinct ID identify() sets, so Umami files each recipient's visits by label. */
function umamiBeacon(target: Extract<ViewsTarget, { to: "umami" }>, report: ViewReport, hostname: string) {
  const payload = {
    website: target.website,
    hostname,
    url: report.page,
    name: "view",
    id: report.recipient,
    data: { recipient: report.recipient, seconds: Math.round(report.visibleMs / 100) / 10 },
  };
  return { url: target.endpoint, body: JSON.stringify({ type: "event", payload }) };
}
