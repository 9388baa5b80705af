import type { AddressInfo } from "node:net";
import { createSite } from "./app.ts";
import { siteServer } from "./http-server.ts";

// A process of its own, so the heap it reports is the server's alone; --expose-gc collects before each reading.
// Loopback only: the drill is its one client.
const server = siteServer(createSite().app).listen(0, "127.0.0.1", () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});

process.on("message", (message) => {
  if (message !== "heap") return;
  gc?.();
  process.send?.({ heapMB: process.memoryUsage().heapUsed / 2 ** 20 });
});
process.on("disconnect", () => process.exit());
