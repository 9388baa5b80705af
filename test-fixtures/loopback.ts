import { once } from "node:events";
import type { AddressInfo, Server } from "node:net";

type Loopback = { host?: "127.0.0.1" | "localhost"; port?: number };

/** Binds a server the tests start to this computer alone, so nothing off it reaches what they serve; returns its port,
 * a free one unless given. `localhost` where a page must have that name: the page-health check knows it, and it is
 * another site than 127.0.0.1. */
export async function listenOnLoopback(server: Server, { host = "127.0.0.1", port = 0 }: Loopback = {}) {
  server.listen(port, host);
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}
