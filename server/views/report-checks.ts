import type { IncomingHttpHeaders } from "node:http";
import { recordLimits } from "../../app/lib/vault/format.ts";
import { maxVisibleMs } from "../../app/lib/views/view-report.ts";

/** A report as the site's pages post it (app/lib/views/view-report.ts). */
export type PostedReport = { token: string; page: string; visibleMs: number };

const reportKeys = ["page", "token", "visibleMs"].join(",");
const tokenPattern = new RegExp(`^[A-Za-z0-9_-]{${recordLimits.tokenBytes}}$`);

/**
 * A report exactly as the site's pages write it, for a page of this build; anything else is null. Whose token it is
 * is not asked here: every report of this shape gets the same answer, so the answers tell nothing of the tokens.
 */
export function readReport(text: string, pages: readonly string[]): PostedReport | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  if (Object.keys(value).sort().join(",") !== reportKeys) return null;
  const { token, page, visibleMs } = value as Record<string, unknown>;
  if (typeof token !== "string" || !tokenPattern.test(token)) return null;
  if (typeof page !== "string" || !pages.includes(page)) return null;
  if (typeof visibleMs !== "number" || !Number.isInteger(visibleMs) || visibleMs < 1 || visibleMs > maxVisibleMs) {
    return null;
  }
  return { token, page, visibleMs };
}

/**
 * Sent by one of the site's own pages: browsers set Origin and Sec-Fetch-Site themselves and no page can forge them,
 * so another site cannot make its visitors' browsers post reports here. (A script outside a browser can say
 * anything: docs/protection.md, Views.)
 */
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
