import type { IncomingHttpHeaders } from "node:http";
import { maxVisibleMs, reportTokenLength } from "../../app/lib/views/view-report.ts";

/** A report as the site's pages post it (app/lib/views/view-report.ts). */
export type PostedReport = { token: string; page: string; visit: string; visibleMs: number };

const reportKeys = ["page", "token", "visibleMs", "visit"].join(",");
/** crypto.randomUUID()'s form: version 4, lower case. */
const visitPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const tokenPattern = new RegExp(`^[A-Za-z0-9_-]{${reportTokenLength}}$`);

/** Whose token it is is not asked here: every report of this shape gets the same answer. */
export function readReport(text: string, pages: readonly string[]): PostedReport | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  if (Object.keys(value).sort().join(",") !== reportKeys) return null;
  const { token, page, visit, visibleMs } = value as Record<string, unknown>;
  if (typeof token !== "string" || !tokenPattern.test(token)) return null;
  if (typeof page !== "string" || !pages.includes(page)) return null;
  if (typeof visit !== "string" || !visitPattern.test(visit)) return null;
  // 0 when a visit opens: its first report goes as the page shows.
  if (typeof visibleMs !== "number" || !Number.isInteger(visibleMs) || visibleMs < 0 || visibleMs > maxVisibleMs) {
    return null;
  }
  return { token, page, visit, visibleMs };
}

/** No page can forge Origin or Sec-Fetch-Site, so another site cannot make its visitors post reports here. */
export function isFromSitePage(headers: IncomingHttpHeaders): boolean {
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const { origin, host } = headers;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
