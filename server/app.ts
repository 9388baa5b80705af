import { readFileSync } from "node:fs";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from "express";
import sirv from "sirv";
import path from "node:path";
import {
  basePath,
  clientDir,
  headersFile,
  isClientRoute,
  notFoundFile,
  redirectsFile,
  spaFallbackFile,
} from "./build-layout.ts";
import { setContentType } from "./content-types.ts";
import { headersForPath, parseHeadersFile, revalidateCache } from "./header-rules.ts";

/**
 * The production server behind `npm start`: prerendered pages and assets as
 * files (sirv finds /projects at projects/index.html without a redirect), the
 * app shell for the app's own client routes, and a real 404 with the
 * prerendered 404 page for everything else, /vault/ included. Every
 * response carries the headers the build wrote for static hosts. Under a
 * BASE_PATH the site answers there, and every other address is a 404.
 */
export function createApp(): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(declaredHeaders());
  app.use(readOnly);
  // Files are sent precompressed (.br, .gz beside them, written by the build); compression covers the rest.
  app.use(compression());
  app.use(basePath.replace(/\/$/, "") || "/", site());
  app.use((_req, res) => sendNotFound(res));
  app.use(answerBadRequests);
  return app;
}

/** The site's own addresses, relative to the base path. */
function site(): express.Router {
  const router = express.Router();
  // Instructions for static hosts, not pages: hosts never serve them either.
  const hostFiles = new Set([headersFile, redirectsFile].map((file) => `/${path.basename(file)}`));
  router.use((req, res, next) => (hostFiles.has(req.path) ? sendNotFound(res) : next()));
  router.use(
    sirv(clientDir, {
      dev: false,
      etag: true,
      brotli: true,
      gzip: true,
      setHeaders: (res, pathname) => setContentType(res, pathname),
    }),
  );
  router.use((req, res, next) => {
    if (isClientRoute(req.path)) res.sendFile(spaFallbackFile);
    else next();
  });
  return router;
}

/** The build's `_headers`, as a static host applies it; what no rule caches is revalidated, as hosts do by default. */
function declaredHeaders(): RequestHandler {
  const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
  return (req, res, next) => {
    // The rules name addresses inside the site, as a host serving the published folder sees them.
    const sitePath = req.path.startsWith(basePath) ? `/${req.path.slice(basePath.length)}` : req.path;
    res.setHeaders(new Map(Object.entries(headersForPath(rules, sitePath))));
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", revalidateCache);
    next();
  };
}

/**
 * A static site is only read: other methods get 405. Ranges are not served
 * (every file is small, and a malformed Range crashed the file sender): a
 * request with one gets the whole file.
 */
const readOnly: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.status(405).setHeader("Allow", "GET, HEAD").type("text/plain").send("Method Not Allowed");
    return;
  }
  delete req.headers.range;
  delete req.headers["if-range"];
  next();
};

function sendNotFound(res: Response): void {
  res.status(404).setHeader("Cache-Control", revalidateCache);
  res.sendFile(notFoundFile);
}

/** A malformed address (bad percent-encoding, say) names no page: answer with the 404 page, not a stack trace. */
const answerBadRequests: ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error.status === 400 || error.status === 404) return sendNotFound(res);
  console.error(error);
  res.status(500).type("text/plain").send("Internal Server Error");
};
