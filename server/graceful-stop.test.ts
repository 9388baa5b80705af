import { once } from "node:events";
import { Agent, createServer, request, type IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { listenOnLoopback } from "../test-fixtures/loopback.ts";
import { gracefulStop } from "./graceful-stop.ts";

/** A server whose answers wait for `release`, as a report waits for its write to the disk. */
async function slowServer() {
  const waiting: (() => void)[] = [];
  const server = createServer((_req, res) => waiting.push(() => res.end("stored")));
  const stop = gracefulStop(server);
  const port = await listenOnLoopback(server);
  const agent = new Agent({ keepAlive: true });
  const get = () =>
    new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      const sent = request({ port, host: "127.0.0.1", agent }, (response: IncomingMessage) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += String(chunk)));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      });
      sent.on("error", reject);
      sent.end();
    });
  const answered = async (count: number) => {
    while (waiting.length < count) await once(server, "request");
  };
  return { server, stop, get, answered, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

describe("stopping the server", () => {
  it("answers the requests under way, closes their connections, takes no new one, then ends", async () => {
    const { server, stop, get, answered, release } = await slowServer();
    const first = get();
    await answered(1);
    release();
    expect((await first).connection).toBe("keep-alive");

    const underWay = get();
    await answered(1);
    const stopped = stop(10_000);
    release();
    expect(await underWay).toEqual({ status: 200, body: "stored", connection: "close" });
    await stopped;
    expect(server.listening).toBe(false);
    await expect(get()).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("cuts a request still unanswered when its time is up", async () => {
    const { stop, get, answered } = await slowServer();
    const stuck = get();
    await answered(1);
    await stop(50);
    await expect(stuck).rejects.toMatchObject({ code: "ECONNRESET" });
  });
});
