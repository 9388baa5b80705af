import { reportPage } from "~/lib/views/report-page";
import { reportedPage, serverBeacon } from "~/lib/views/view-report";
import type { ViewsTarget } from "~/lib/views/views-target";
import type { OpenedVisit } from "~/lib/views/visible-stretches";
import { markOpenedVisit, takeOpenedVisit } from "./page-marks";

// Views of unlocked pages (docs/protection.md, Views), as the sealed preview opens them and the app carries them on.

/** Opened as the preview shows, so a recipient who leaves before the app takes over still counts (server only). */
export function openVisitInPreview(sitePath: string, token: string): void {
  if (document.visibilityState !== "visible") return;
  const page = reportedPage(sitePath);
  const visit = crypto.randomUUID();
  markOpenedVisit({ page, visit, since: performance.now() });
  const { url, body } = serverBeacon({ recipient: token, page, visit, visibleMs: 0 }, import.meta.env.BASE_URL);
  navigator.sendBeacon(url, body);
}

/** Loaded by the app once unlocked: reports the visits of the page at `pathname` until the visitor moves on. */
export function reportVisits(target: ViewsTarget, pathname: string, recipient: string): () => void {
  const page = reportedPage(pathname);
  return reportPage(target, page, recipient, visitOpenedFor(page));
}

/** The visit the preview opened, if it was for this page; once. */
function visitOpenedFor(page: string): OpenedVisit | undefined {
  const opened = takeOpenedVisit();
  if (typeof opened !== "object" || opened === null) return undefined;
  const { page: openedPage, visit, since } = opened as Record<string, unknown>;
  return openedPage === page && typeof visit === "string" && typeof since === "number" ? { visit, since } : undefined;
}
