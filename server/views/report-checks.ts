import type { IncomingHttpHeaders } from "node:http";
import { maxVisibleMs, type ViewReport } from "../../app/lib/views/view-report.ts";
import type { ViewsSettings } from "./settings.ts";

const reportKeys = ["page", "recipient", "visibleMs"].join(",");

/** A report exactly as the site's pages write it, for a recipient and a page of this build; anything else is null. */
export function readReport(text: string, settings: ViewsSettings): ViewReport | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  if (Object.keys(value).sort().join(",") !== reportKeys) return null;
  const { recipient, page, visibleMs } = value as Record<string, unknown>;
  if (typeof recipient !== "string" || !settings.recipients.includes(recipient)) return null;
  if (typeof page !== "string" || !settings.pages.includes(page)) return null;
  if (typeof visibleMs !== "number" || !Number.isInteger(visibleMs) || visibleMs < 1 || visibleMs > maxVisibleMs) {
    return null;
  }
  return { recipient, page, visibleMs };
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
