import { createServer } from "node:http";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { reportLimits, viewsEndpoint } from "./endpoint.ts";
import type { ViewsStore, VisitReport } from "../store/store.ts";
import { listenOnLoopback } from "../../test-fixtures/loopback.ts";

const token = "Qm9vZ3VzLXRva2VuLTEyMw";
const label = "acme-recruiting";
const otherToken = "T3RoZXItdG9rZW4tNDU2Nw";
const otherLabel = "globex-hiring";
const settings = {
  tokens: new Map([
    [token, label],
    [otherToken, otherLabel],
  ]),
  pages: ["/projects", "/project/entelo"],
  sections: ["outcomes"],
};
const stored: VisitReport[] = [];
const store: ViewsStore = {
  add: (view) => stored.push(view),
  list: () => [],
  firstOpens: () => [],
  markTold: () => undefined,
  lastDigest: () => null,
  markDigest: () => undefined,
  close: () => undefined,
};
/** The recipients whose stored reports the endpoint passed on for a note. */
const passedOn: string[] = [];

const servers: { close: () => void }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** The endpoint as npm start mounts it, behind `proxies` trusted proxies (trust-proxy.ts). */
async function serve(proxies: number) {
  const app = express();
  app.set("trust proxy", proxies);
  app.use(viewsEndpoint(settings, async () => store, { stored: (recipient) => passedOn.push(recipient) }));
  const server = createServer(app);
  servers.push(server);
  const origin = `http://127.0.0.1:${await listenOnLoopback(server)}`;
  return async (body: string, forwardedFor?: string) => {
    const response = await fetch(`${origin}/views`, {
      method: "POST",
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        Origin: origin,
        ...(forwardedFor && { "X-Forwarded-For": forwardedFor }),
      },
      body,
    });
    return response.status;
  };
}

const visit = "0b6f3c52-52a8-4c1e-9a57-3c2b1f0e8d41";
const report = (reportToken: string, more: object = {}) =>
  JSON.stringify({ token: reportToken, page: "/projects", visit, visibleMs: 1_000, ...more });
const unknownToken = "AAAAAAAAAAAAAAAAAAAAAA";
const behindProxy = serve(1);
const direct = serve(0);

describe("the views endpoint", () => {
  it("answers every well-formed report alike, storing one with this build's token under its label and no other", async () => {
    const post = await behindProxy;
    const before = stored.length;
    expect(await post(report(token), "203.0.113.1")).toBe(204);
    expect(await post(report(unknownToken), "203.0.113.1")).toBe(204);
    expect(stored.slice(before)).toEqual([
      { recipient: label, page: "/projects", visit, visibleMs: 1_000, sections: {} },
    ]);
  });

  it("stores a study's section times with its visit, and passes each stored report's recipient on for a note", async () => {
    const post = await behindProxy;
    const [before, notesBefore] = [stored.length, passedOn.length];
    const study = { page: "/project/entelo", sections: { outcomes: 800 } };
    expect(await post(report(token, study), "203.0.113.2")).toBe(204);
    expect(await post(report(unknownToken, study), "203.0.113.2")).toBe(204);
    expect(stored.slice(before)).toEqual([{ recipient: label, visit, visibleMs: 1_000, ...study }]);
    expect(passedOn.slice(notesBefore)).toEqual([label]);
  });

  it("counts only well-formed reports against a sender: junk from many addresses leaves a genuine report its 204", async () => {
    const post = await behindProxy;
    const before = stored.length;
    const senders = Array.from({ length: 11 }, (_, index) => `198.51.100.${index + 1}`);
    for (const sender of senders) {
      const answers = await Promise.all(Array.from({ length: 60 }, () => post("{not json", sender)));
      expect(new Set(answers)).toEqual(new Set([400]));
    }
    expect(await post(report(token), "198.51.100.200")).toBe(204);
    expect(await post(report(token), senders[0])).toBe(204);
    expect(stored.length - before).toBe(2);
  });

  it("holds a sender to its limit per recipient, and made-up tokens to one of their own, which spends no one's", async () => {
    const post = await behindProxy;
    const { fromSender } = reportLimits;
    const before = stored.length;
    const made = await Promise.all(Array.from({ length: fromSender }, () => post(report(unknownToken), "192.0.2.7")));
    expect(new Set(made)).toEqual(new Set([204]));
    expect(await post(report(unknownToken), "192.0.2.7")).toBe(429);
    const genuine = await Promise.all(Array.from({ length: fromSender }, () => post(report(token), "192.0.2.7")));
    expect(new Set(genuine)).toEqual(new Set([204]));
    expect(await post(report(token), "192.0.2.7")).toBe(429);
    expect(await post(report(otherToken), "192.0.2.7")).toBe(204);
    expect(await post(report(token), "192.0.2.8")).toBe(204);
    expect(stored.length - before).toBe(fromSender + 2);
  });

  it("gives each recipient a budget of their own: one flooding from many addresses leaves another's stored and noted", async () => {
    const post = await serve(1);
    const { fromSender, storedPerRecipient } = reportLimits;
    const [before, notesBefore] = [stored.length, passedOn.length];
    const flooders = Array.from({ length: Math.ceil(storedPerRecipient / fromSender) + 1 }, (_, n) => `10.0.0.${n}`);
    for (const sender of flooders) {
      const answers = await Promise.all(Array.from({ length: fromSender }, () => post(report(token), sender)));
      expect(new Set(answers)).toEqual(new Set([204]));
    }
    expect(stored.length - before).toBe(storedPerRecipient);
    expect(await post(report(otherToken), "10.0.1.1")).toBe(204);
    expect(stored.at(-1)?.recipient).toBe(otherLabel);
    expect(passedOn.slice(notesBefore).filter((recipient) => recipient === otherLabel)).toEqual([otherLabel]);
  });

  it("ignores X-Forwarded-For unless the owner trusts a proxy: any client can write one", async () => {
    const post = await direct;
    const answers = await Promise.all(
      Array.from({ length: 61 }, (_, index) => post(report(unknownToken), `192.0.2.${index}`)),
    );
    expect(answers.filter((status) => status === 429)).toHaveLength(1);
  });
});
