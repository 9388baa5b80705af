import type { AddressInfo } from "node:net";
import { createApp } from "./app.ts";

// npm start's app as the load drill runs it (measure/drills/load-drill.ts): forked with an IPC channel, on a free
// port, in a process of its own, so the heap it reports is the server's alone. Started with --expose-gc: garbage is
// collected before each reading, so what remains is what the server holds on to.
const server = createApp().listen(0, () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});

process.on("message", (message) => {
  if (message !== "heap") return;
  gc?.();
  process.send?.({ heapMB: process.memoryUsage().heapUsed / 2 ** 20 });
});
// The drill gone, its server goes too.
process.on("disconnect", () => process.exit());
