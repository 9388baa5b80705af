import express, { type ErrorRequestHandler, type Response } from "express";
import { maxReportBytes, viewsEndpointPath } from "../../app/lib/views/view-report.ts";
import { basePath } from "../build-layout.ts";
import { rateLimit } from "./rate-limit.ts";
import { isFromSitePage, readReport } from "./report-checks.ts";
import type { ViewsSettings } from "./settings.ts";
import type { ViewsStore } from "./store.ts";

const viewsPath = `${basePath}${viewsEndpointPath}`;

/** One limit for the process, whichever build is being served. */
const allowed = rateLimit({ perClient: 60, overall: 600 });

/**
 * Takes a build's view reports (docs/protection.md, Views). Every refusal is a 4xx in plain words, and no answer
 * repeats anything the request held.
 */
export function viewsEndpoint(settings: ViewsSettings, store: () => Promise<ViewsStore>): express.Router {
  const router = express.Router();
  const refuse = (res: Response, status: number, why: string) => res.status(status).type("text/plain").send(why);
  router.all(viewsPath, (req, res, next) => {
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      return refuse(res, 405, "Method Not Allowed");
    }
    if (!isFromSitePage(req.headers)) return refuse(res, 403, "Reports come from the site's own pages only.");
    if (!req.is("text/plain")) return refuse(res, 415, "A report is text/plain.");
    if (!allowed(req.socket.remoteAddress ?? "")) {
      res.setHeader("Retry-After", "60");
      return refuse(res, 429, "Too many reports.");
    }
    next();
  });
  router.post(viewsPath, express.text({ type: "text/plain", limit: maxReportBytes }), async (req, res) => {
    const report = typeof req.body === "string" ? readReport(req.body, settings) : null;
    if (!report) return refuse(res, 400, "Not a view report of this site.");
    try {
      (await store()).add(report, new Date());
    } catch (error) {
      // The message names the database's problem, never the report.
      console.error(`A view report could not be stored: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(res, 503, "Reports cannot be stored now.");
    }
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
