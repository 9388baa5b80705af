import type { IncomingHttpHeaders } from "node:http";
import { maxVisibleMs, reportTokenLength } from "../browser/view-report.ts";
import { studyIdOf } from "../../site/routes.ts";
import type { ViewsSettings } from "../build/settings.ts";

/** A report as the site's pages post it (views/browser/view-report.ts); `sections` empty where none was read. */
export type PostedReport = {
  token: string;
  page: string;
  visit: string;
  visibleMs: number;
  sections: Record<string, number>;
};

const reportKeys = ["page", "token", "visibleMs", "visit"];
/** crypto.randomUUID()'s form: version 4, lower case. */
const visitPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const tokenPattern = new RegExp(`^[A-Za-z0-9_-]{${reportTokenLength}}$`);

/** Whose token it is is not asked here: every report of this shape gets the same answer. */
export function readReport(
  text: string,
  { pages, sections: sectionIds }: Pick<ViewsSettings, "pages" | "sections">,
): PostedReport | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value).filter((key) => key !== "sections");
  if (keys.sort().join(",") !== reportKeys.join(",")) return null;
  const { token, page, visit, visibleMs } = value as Record<string, unknown>;
  if (typeof token !== "string" || !tokenPattern.test(token)) return null;
  if (typeof page !== "string" || !pages.includes(page)) return null;
  if (typeof visit !== "string" || !visitPattern.test(visit)) return null;
  // 0 when a visit opens: its first report goes as the page shows.
  if (!isMs(visibleMs, maxVisibleMs)) return null;
  if (!("sections" in value)) return { token, page, visit, visibleMs, sections: {} };
  const sections = studyIdOf(page) === undefined ? null : readSections(value.sections, sectionIds, visibleMs);
  return sections && { token, page, visit, visibleMs, sections };
}

function readSections(value: unknown, known: readonly string[], visibleMs: number): Record<string, number> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > known.length) return null;
  const sections: Record<string, number> = {};
  for (const [id, ms] of entries) {
    if (!known.includes(id) || !isMs(ms, visibleMs) || ms === 0) return null;
    sections[id] = ms;
  }
  return sections;
}

function isMs(value: unknown, most: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= most;
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
