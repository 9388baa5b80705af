import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../test-fixtures/loopback.ts";
import { createSite } from "./app.ts";
import { connectionLimits, siteServer } from "./http-server.ts";

const servers: { close: () => void; closeAllConnections: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function started(env: Record<string, string | undefined> = {}) {
  const server = siteServer(createSite().app, env);
  servers.push(server);
  return listenOnLoopback(server);
}

async function opened(port: number): Promise<Socket> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  return socket;
}

function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (socket.closed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const deadline = setTimeout(() => resolve(false), ms);
    socket.on("close", () => {
      clearTimeout(deadline);
      resolve(true);
    });
    socket.on("error", () => undefined);
    socket.resume();
  });
}

describe("npm start's server", () => {
  it("closes connections that send half a request, its headers or its body, within 15 s", async () => {
    const port = await started();
    const halfHeaders = await Promise.all(Array.from({ length: 8 }, () => opened(port)));
    for (const socket of halfHeaders) socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    const halfBody = await opened(port);
    halfBody.write(
      "POST /views HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 900\r\n\r\n{",
    );
    const silent = await opened(port);
    const sockets = [...halfHeaders, halfBody, silent];
    const closed = await Promise.all(sockets.map((socket) => closedWithin(socket, 15_000)));
    expect(closed).toEqual(sockets.map(() => true));
  }, 20_000);

  it("holds each address to its share of connections, and takes a new one as another closes", async () => {
    const { perAddress } = connectionLimits;
    const port = await started();
    const held = await Promise.all(Array.from({ length: perAddress }, () => opened(port)));
    const oneTooMany = await opened(port);
    expect(await closedWithin(oneTooMany, 5_000)).toBe(true);
    expect(held.some((socket) => socket.closed)).toBe(false);
    held[0]?.destroy();
    await once(held[0] as Socket, "close");
    const next = await opened(port);
    next.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    const [answer] = (await once(next, "data")) as [Buffer];
    expect(answer.toString()).toMatch(/^HTTP\/1\.1 \d{3}/);
    for (const socket of [...held, next]) socket.destroy();
  });

  it("leaves the cap to a proxy the owner trusts, whose connections carry every client's", async () => {
    const port = await started({ PORTFOLIO_TRUST_PROXY: "1" });
    const sockets = await Promise.all(Array.from({ length: connectionLimits.perAddress + 1 }, () => opened(port)));
    const last = sockets.at(-1) as Socket;
    last.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    const [answer] = (await once(last, "data")) as [Buffer];
    expect(answer.toString()).toMatch(/^HTTP\/1\.1 \d{3}/);
    for (const socket of sockets) socket.destroy();
  });
});
