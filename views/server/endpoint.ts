import express, { type ErrorRequestHandler, type Response } from "express";
import { maxReportBytes, viewsEndpointPath } from "../browser/view-report.ts";
import { basePath } from "../../site/build-layout.ts";
import { perMinute } from "./rate-limit.ts";
import { isFromSitePage, readReport } from "./report-checks.ts";
import type { ViewsSettings } from "../build/settings.ts";
import type { ViewsStore } from "../store/store.ts";
import type { Notifier } from "./notify.ts";

const viewsPath = `${basePath}${viewsEndpointPath}`;

/** A minute's reports, per build served (docs/protection.md, Views). */
export const reportLimits = { fromSender: 60, storedPerRecipient: 120 };

/** Every well-formed report gets the same 204, its token real or not (docs/protection.md, Views); notes go after. */
export function viewsEndpoint(
  settings: ViewsSettings,
  store: () => Promise<ViewsStore>,
  notifier?: Pick<Notifier, "stored">,
): express.Router {
  const router = express.Router();
  const refuse = (res: Response, status: number, why: string) => res.status(status).type("text/plain").send(why);
  // Per recipient named, made-up tokens apart: junk from an office's or a proxy's address spends no real recipient's.
  const fromSender = perMinute(reportLimits.fromSender);
  const storedFor = perMinute(reportLimits.storedPerRecipient);
  let lastWarned = -Infinity;
  router.all(viewsPath, (req, res, next) => {
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return refuse(res, 405, "Method Not Allowed");
    }
    if (!isFromSitePage(req.headers)) return refuse(res, 403, "Reports come from the site's own pages only.");
    if (!req.is("text/plain")) return refuse(res, 415, "A report is text/plain.");
    next();
  });
  router.post(viewsPath, express.text({ type: "text/plain", limit: maxReportBytes }), async (req, res) => {
    const report = typeof req.body === "string" ? readReport(req.body, settings) : null;
    if (!report) return refuse(res, 400, "Not a view report of this site.");
    const recipient = settings.tokens.get(report.token);
    // req.ip is the connection's address, or the forwarded one when the owner trusts a proxy (trust-proxy.ts).
    if (!fromSender(JSON.stringify([req.ip ?? "", recipient ?? null]))) {
      res.setHeader("Retry-After", "60");
      return refuse(res, 429, "Too many reports.");
    }
    if (recipient === undefined) return res.status(204).end();
    if (!storedFor(recipient)) {
      // A beacon reads no answer: the same 204 as any other, and a line for the owner at most once a minute.
      if (Date.now() - lastWarned >= 60_000) {
        console.warn(
          `More than ${reportLimits.storedPerRecipient} view reports in a minute under one recipient: the rest of that minute's are not stored.`,
        );
        lastWarned = Date.now();
      }
      return res.status(204).end();
    }
    try {
      const { page, visit, visibleMs, sections } = report;
      (await store()).add({ recipient, page, visit, visibleMs, sections }, new Date());
    } catch (error) {
      // The message names the database's problem, never the report.
      console.error(`A view report could not be stored: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(res, 503, "Reports cannot be stored now.");
    }
    notifier?.stored(recipient);
    res.status(204).end();
  });
  const bodyErrors: ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
    if (error.status === 413) return refuse(res, 413, "A report is at most 1 KB.");
    if (error.status && error.status >= 400 && error.status < 500) return refuse(res, 400, "Not a view report.");
    next(error);
  };
  router.use(viewsPath, bodyErrors);
  return router;
}
