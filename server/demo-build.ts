import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";
import { demoRefusal } from "../site/demo-marker.ts";

const loopbackAddress = /^(?:::ffff:)?127(?:\.\d{1,3}){3}$|^::1$/;
const loopbackHost = /^(?:(?:[\w-]+\.)*localhost\.?|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;
const forwardingHeaders = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "via"];

// A proxy or tunnel on this computer connects from loopback too, but names the public host, adds a forwarding
// header, or (nginx's default) speaks HTTP/1.0, which no browser does.
export function fromThisComputer(request: {
  socket: { remoteAddress?: string };
  headers: IncomingHttpHeaders;
  httpVersion: string;
}): boolean {
  const { headers, socket, httpVersion } = request;
  return (
    loopbackAddress.test(socket.remoteAddress ?? "") &&
    loopbackHost.test(headers.host ?? "") &&
    forwardingHeaders.every((name) => headers[name] === undefined) &&
    httpVersion !== "1.0"
  );
}

/** A demo build's case studies open for anyone: serving it beyond this computer would publish them. */
export const thisComputerOnly: RequestHandler = (req, res, next) => {
  if (fromThisComputer(req)) return next();
  res.status(403).setHeader("Cache-Control", "no-store").type("text/plain").send(demoRefusal);
};
