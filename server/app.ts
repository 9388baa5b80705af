import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type Response } from "express";
import sirv from "sirv";
import { clientDir, isClientRoute, notFoundFile, spaFallbackFile } from "./build-layout.ts";
import { revalidateCache, setCacheHeaders } from "./cache-headers.ts";

/**
 * The production server behind `npm start`: prerendered pages and assets as
 * files (sirv finds /projects at projects/index.html without a redirect), the
 * app shell for the app's own client routes, and a real 404 with the
 * prerendered 404 page for everything else, /vault/ included.
 */
export function createApp(): Express {
  const app = express();
  app.disable("x-powered-by");
  // Files are sent precompressed (.br, .gz beside them, written by the build); compression covers the rest.
  app.use(compression());
  app.use(
    sirv(clientDir, {
      dev: false,
      etag: true,
      brotli: true,
      gzip: true,
      setHeaders: (res, pathname) => setCacheHeaders(res, pathname),
    }),
  );
  app.use((req, res, next) => {
    if (!isClientRoute(req.path)) return next();
    res.setHeader("Cache-Control", revalidateCache);
    res.sendFile(spaFallbackFile);
  });
  app.use((_req, res) => sendNotFound(res));
  app.use(answerBadRequests);
  return app;
}

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
