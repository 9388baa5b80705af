import { createServer, type RequestListener, type Server } from "node:http";
import { trustedProxies } from "./trust-proxy.ts";

/** What one client may hold of npm start's server (docs/protection.md §1). */
export const connectionLimits = {
  /** To send a whole request, headers and body: Node's own 60 s and 300 s let a few slow clients hold it open. */
  requestMs: 10_000,
  /** Open at once from one address: a browser opens six to a site, an office behind one address a few times that. */
  perAddress: 64,
};

/** The HTTP server npm start, the load drill and the tests run the app in. */
export function siteServer(app: RequestListener, env: Record<string, string | undefined> = process.env): Server {
  const server = createServer(
    {
      headersTimeout: connectionLimits.requestMs,
      requestTimeout: connectionLimits.requestMs,
      // How often Node looks for requests past their time: its default, 30 s, would triple the limit.
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  // Behind a trusted proxy every connection is the proxy's: it faces the clients, and this cap would throttle it.
  if (trustedProxies(env) === 0) capPerAddress(server, connectionLimits.perAddress);
  return server;
}

function capPerAddress(server: Server, limit: number): void {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
