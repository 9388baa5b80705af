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

/** `npm start`: behaves as a good static host would (docs/decisions/002-production-server.md). */
export function createApp(): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(declaredHeaders());
  app.use(readOnly);
  // The build writes .br and .gz beside each file; compression covers what it did not.
  app.use(compression());
  app.use(basePath.replace(/\/$/, "") || "/", site());
  app.use((_req, res) => sendNotFound(res));
  app.use(answerBadRequests);
  return app;
}

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

/** The build's `_headers`, applied as a static host does; uncached files revalidate, as on hosts by default. */
function declaredHeaders(): RequestHandler {
  const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
  return (req, res, next) => {
    const sitePath = req.path.startsWith(basePath) ? `/${req.path.slice(basePath.length)}` : req.path;
    res.setHeaders(new Map(Object.entries(headersForPath(rules, sitePath))));
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", revalidateCache);
    next();
  };
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
