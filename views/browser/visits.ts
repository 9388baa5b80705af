import { reportPage } from "./report-page";
import { reportedPage, serverBeacon } from "./view-report";
import type { ViewsTarget } from "./views-target";
import type { OpenedVisit } from "./visible-stretches";

/** Opened as the preview shows, so a recipient who leaves before the app takes over still counts (server only). */
export function openVisitInPreview(sitePath: string, token: string): object | undefined {
  if (document.visibilityState !== "visible") return undefined;
  const opened = { page: reportedPage(sitePath), visit: crypto.randomUUID(), since: performance.now() };
  const { url, body } = serverBeacon(
    { recipient: token, page: opened.page, visit: opened.visit, visibleMs: 0 },
    import.meta.env.BASE_URL,
  );
  navigator.sendBeacon(url, body);
  return opened;
}

export function reportVisits(target: ViewsTarget, pathname: string, recipient: string, opened: unknown): () => void {
  const page = reportedPage(pathname);
  return reportPage(target, page, recipient, visitOpenedFor(page, opened));
}

function visitOpenedFor(page: string, opened: unknown): OpenedVisit | undefined {
  if (typeof opened !== "object" || opened === null) return undefined;
  const { page: openedPage, visit, since } = opened as Record<string, unknown>;
  return openedPage === page && typeof visit === "string" && typeof since === "number" ? { visit, since } : undefined;
}
