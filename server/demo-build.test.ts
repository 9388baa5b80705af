import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { fromThisComputer } from "./demo-build.ts";

const request = (remoteAddress: string, headers: IncomingHttpHeaders, httpVersion = "1.1") => ({
  socket: { remoteAddress },
  headers,
  httpVersion,
});

describe("fromThisComputer", () => {
  it.each([
    ["127.0.0.1", "localhost:3000"],
    ["::1", "localhost:3000"],
    ["::ffff:127.0.0.1", "127.0.0.1:3000"],
    ["127.0.0.1", "[::1]:3000"],
    ["127.0.0.1", "portfolio.localhost:3000"],
  ])("lets a browser on this computer in: from %s to %s", (address, host) => {
    expect(fromThisComputer(request(address, { host }))).toBe(true);
  });

  it.each([
    ["another machine on the network", request("192.168.1.20", { host: "localhost:3000" })],
    ["another machine, mapped to IPv6", request("::ffff:10.0.0.7", { host: "localhost:3000" })],
    ["a proxy naming the site", request("127.0.0.1", { host: "portfolio.example.com" })],
    ["a proxy naming this machine's address", request("127.0.0.1", { host: "192.168.1.5:3000" })],
    [
      "a proxy adding X-Forwarded-For",
      request("127.0.0.1", { host: "localhost:3000", "x-forwarded-for": "203.0.113.9" }),
    ],
    ["a proxy adding Forwarded", request("::1", { host: "localhost:3000", forwarded: "for=203.0.113.9" })],
    ["a proxy adding Via", request("::1", { host: "localhost:3000", via: "1.1 cache" })],
    ["nginx's default proxying, HTTP/1.0", request("127.0.0.1", { host: "127.0.0.1:3000" }, "1.0")],
    ["no Host header", request("127.0.0.1", {})],
  ])("keeps out %s", (_case, from) => {
    expect(fromThisComputer(from)).toBe(false);
  });
});
