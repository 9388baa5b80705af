import { createServer, type RequestListener, type Server } from "node:http";
import { trustedProxies } from "./trust-proxy.ts";

/** Node's own 60 s for headers and 300 s for a body let a few slow clients hold the server (docs/protection.md §1). */
export const connectionLimits = { requestMs: 10_000, perAddress: 64 };

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
