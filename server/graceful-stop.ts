import type { Server, ServerResponse } from "node:http";

/** The shortest wait hosts give after their stop signal (Fly.io's 5 s): the connections' time, then the notes'. */
export const stopLimits = { connectionsMs: 3_000, notesMs: 1_000 };

// Call as the server is made. Its stop takes no new connection, lets each request under way finish (a report is on
// disk before its 204), closes each connection once answered, and cuts those still open after `withinMs`.
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
