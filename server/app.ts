import { realpath } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from "express";
import sirv from "sirv";
import { basePath, buildDir, buildLayout, siteRouting, type BuildLayout } from "../site/build-layout.ts";
import { headersForPath, readHeaderPolicy, revalidateCache, siteHeaderRules } from "../site/header-rules.ts";
import { isDemoBuild } from "../site/demo-marker.ts";
import { isPrivatePage } from "../site/routes.ts";
import { readViewsSettings } from "../views/build/settings.ts";
import { setContentType } from "./content-types.ts";
import { thisComputerOnly } from "./demo-build.ts";
import { canonicalPath, encodePath } from "./request-path.ts";
import { trustedProxies } from "./trust-proxy.ts";
import { serverSettings, type ServerSettings } from "./settings.ts";
import { viewsEndpoint } from "../views/server/endpoint.ts";
import { startNotifier, type Notifier } from "../views/server/notify.ts";
import type { ViewsStore } from "../views/store/store.ts";

export type Site = {
  app: Express;
  viewsStore: () => Promise<ViewsStore>;
  /** After the last response: the notes under way get `notesWithinMs` to go, then the store closes. */
  close: (notesWithinMs: number) => Promise<void>;
};

export function createSite(settings: ServerSettings = serverSettings(process.env)): Site {
  const app = express();
  app.disable("x-powered-by");
  // Read by the views endpoint's rate limit, through req.ip.
  app.set("trust proxy", trustedProxies(process.env));
  const views = viewsStoreOpener(settings.viewsFile, settings.keepDays);
  // The address stays in this process: no build reads it, and no log line names it.
  const notifier = settings.notify ? startNotifier(settings.notify, views.open) : undefined;
  app.use(publishedBuild(views.open, notifier));
  return {
    app,
    viewsStore: views.open,
    close: async (notesWithinMs) => {
      if (notifier) await Promise.race([notifier.stop(), sleep(notesWithinMs, undefined, { ref: false })]);
      await views.close();
    },
  };
}

function publishedBuild(viewsStore: () => Promise<ViewsStore>, notifier: Notifier | undefined): RequestHandler {
  const sites = new Map<string, RequestHandler>();
  return async (req, res, next) => {
    const root = await realpath(buildDir).catch(() => undefined);
    if (!root) {
      res.status(503).setHeader("Retry-After", "5").type("text/plain").send("No build yet: run npm run build.");
      return;
    }
    let site = sites.get(root);
    if (!site) {
      site = buildSite(buildLayout(root), viewsStore, notifier);
      sites.set(root, site);
      // The current build and the one before it are all that requests can still be reading.
      for (const old of [...sites.keys()].slice(0, -2)) sites.delete(old);
    }
    // A file deleted by hand while it is sent must cost that response, not the server.
    res.on("pipe", (source) => source.on("error", () => res.destroy()));
    site(req, res, next);
  };
}

// Imported when first needed, so a machine without libsql's native package still serves the site (decision 015).
function viewsStoreOpener(file: string, keepDays: number) {
  let views: Promise<ViewsStore> | undefined;
  return {
    open: () =>
      (views ??= import("../views/store/store.ts").then(({ openViewsStore }) => openViewsStore(file, { keepDays }))),
    close: async () => (await views?.catch(() => undefined))?.close(),
  };
}

function buildSite(
  layout: BuildLayout,
  viewsStore: () => Promise<ViewsStore>,
  notifier: Notifier | undefined,
): RequestHandler {
  const site = express.Router();
  site.use(oneFormOfPath(layout));
  if (isDemoBuild(layout)) site.use(thisComputerOnly);
  // Only a build made with PORTFOLIO_VIEWS=server takes reports; without it, a POST is refused like any other.
  const viewsSettings = readViewsSettings(layout);
  if (viewsSettings) site.use(viewsEndpoint(viewsSettings, viewsStore, notifier));
  site.use(readOnly);
  // The build writes .br and .gz beside each file; compression covers what it did not.
  site.use(compression());
  site.use(basePath.replace(/\/$/, "") || "/", files(layout));
  site.use((_req, res) => sendNotFound(res, layout));
  site.use(answerBadRequests(layout));
  return site;
}

function files(layout: BuildLayout): express.Router {
  const router = express.Router();
  // Instructions for static hosts, not pages: hosts never serve them either. The path is canonical by now.
  const hostFiles = new Set([layout.headersFile, layout.redirectsFile].map((file) => `/${path.basename(file)}`));
  router.use((req, res, next) => (hostFiles.has(req.path) ? sendNotFound(res, layout) : next()));
  router.use(
    sirv(layout.clientDir, {
      dev: false,
      etag: true,
      brotli: true,
      gzip: true,
      setHeaders: (res, pathname) => setContentType(res, pathname),
    }),
  );
  // Unknown ids too: the app shell sends them on to the grid.
  router.use((req, res, next) => {
    if (isPrivatePage(req.path)) sendPage(res, layout.spaFallbackFile, layout);
    else next();
  });
  return router;
}

/** Made canonical (request-path.ts) before any step reads it, so no spelling of a path gets another answer. */
function oneFormOfPath(layout: BuildLayout): RequestHandler {
  const rules = siteHeaderRules(readHeaderPolicy(layout));
  return (req, res, next) => {
    const pathname = canonicalPath(req.path);
    // A target that is no path (`OPTIONS *`, `GET *`) names no page: it gets the 404 page's headers, as its answer.
    const sitePath = req.path.startsWith("/") ? siteRelative(pathname ?? req.path) : siteRouting.notFound;
    res.setHeaders(new Map(Object.entries(headersForPath(rules, sitePath))));
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", revalidateCache);
    // A malformed path stays as it came: no file has such a name, so the 404 page or the app shell answers it.
    if (pathname !== null) {
      const query = req.url.indexOf("?");
      req.url = encodePath(pathname) + (query < 0 ? "" : req.url.slice(query));
    }
    next();
  };
}

function siteRelative(pathname: string): string {
  return `${pathname}/`.startsWith(basePath) ? `/${pathname.slice(basePath.length)}` : pathname;
}

/** Ranges are ignored and the whole file sent: every file is small, and a malformed Range crashed the file sender. */
const readOnly: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.status(405).setHeader("Allow", "GET, HEAD").type("text/plain").send("Method Not Allowed");
    return;
  }
  delete req.headers.range;
  delete req.headers["if-range"];
  next();
};

function sendNotFound(res: Response, layout: BuildLayout): void {
  res.status(404).setHeader("Cache-Control", revalidateCache);
  sendPage(res, layout.notFoundFile, layout);
}

function sendPage(res: Response, file: string, layout: BuildLayout): void {
  // Relative to its folder: `send` refuses a path through a dot-folder such as .builds/.
  res.sendFile(path.basename(file), { root: path.dirname(file) }, (error) => {
    if (!error || res.headersSent) return;
    if (file !== layout.notFoundFile) sendNotFound(res, layout);
    else res.type("text/plain").send("Not Found");
  });
}

/** A request a step refused as bad or missing names no page: answer with the 404 page, not a stack trace. */
function answerBadRequests(layout: BuildLayout): ErrorRequestHandler {
  return (error: { status?: number }, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.status === 400 || error.status === 404) return sendNotFound(res, layout);
    console.error(error);
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}
