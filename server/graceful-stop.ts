import type { Server, ServerResponse } from "node:http";

/**
 * Within the shortest wait hosts give after their stop signal (Fly.io's 5 s; Render's 30, Docker's 10): the
 * connections' time, then the notes' (docs/publishing.md#node-hosts).
 */
export const stopLimits = { connectionsMs: 3_000, notesMs: 1_000 };

/**
 * Call as the server is made. The stop it returns takes no more connections, lets each request under way finish and
 * closes its connection once answered (a report is on disk before its 204), and resolves once none is left, cutting
 * those still open after `withinMs`.
 */
export function gracefulStop(server: Server): (withinMs: number) => Promise<void> {
  const answering = new Set<ServerResponse>();
  let stopping = false;
  server.on("request", (_req, res: ServerResponse) => {
    answering.add(res);
    // A request on a connection kept alive gets its answer, and the connection closes after it.
    if (stopping) res.shouldKeepAlive = false;
    res.on("close", () => {
      answering.delete(res);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  return (withinMs) =>
    new Promise((resolve) => {
      stopping = true;
      for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false;
      const cut = setTimeout(() => server.closeAllConnections(), withinMs);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      // Node waits out a kept-alive connection's idle time otherwise: 5 s.
      server.closeIdleConnections();
    });
}
