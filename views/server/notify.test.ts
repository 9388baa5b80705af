import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startWebhook } from "../../test-fixtures/webhook.ts";
import { openViewsStore, type ViewsStore } from "../store/store.ts";
import type { Note } from "./notes.ts";
import { nextDigest, sendDigest, startNotifier } from "./notify.ts";
import type { NotifySettings } from "./notify-settings.ts";

const dir = await mkdtemp(path.join(os.tmpdir(), "views-notify-"));
const closing: (() => void)[] = [];
afterAll(async () => {
  closing.forEach((close) => close());
  await rm(dir, { recursive: true, force: true });
});

function storeIn(name: string): { store: () => Promise<ViewsStore>; reopen: () => void } {
  let store = openViewsStore(path.join(dir, name));
  closing.push(() => store.close());
  return {
    store: async () => store,
    reopen: () => {
      store.close();
      store = openViewsStore(path.join(dir, name));
    },
  };
}

const report = (recipient: string, page: string) => ({ recipient, page, visibleMs: 0, visit: crypto.randomUUID() });
const settings = (url: string, more: Partial<NotifySettings> = {}): NotifySettings => ({
  url,
  format: "text",
  digestAt: null,
  ...more,
});

describe("the notes npm start's server posts to the owner", () => {
  it("posts plain text as a recipient first opens the portfolio, once, whatever restarts", async () => {
    const hook = await startWebhook();
    closing.push(hook.close);
    const { store, reopen } = storeIn("first-open.sqlite");
    const first = startNotifier(settings(hook.url), store, { timeZone: "UTC" });
    (await store()).add(report("acme-recruiting", "/project/entelo"), new Date("2027-01-05T09:30:00Z"));
    const posted = hook.next();
    first.stored("acme-recruiting");
    first.stored("acme-recruiting");
    const note = await posted;
    expect(note.path).toBe("/portfolio-3f9a7c1e");
    expect(note.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(note.headers.title).toBe("Portfolio opened");
    expect(note.body).toBe(
      "acme-recruiting opened your portfolio for the first time: /project/entelo, 2027-01-05 09:30.",
    );
    await expect.poll(async () => (await store()).firstOpens()[0]?.toldAt).not.toBeNull();
    first.stop();

    reopen();
    const restarted = startNotifier(settings(hook.url), store, { timeZone: "UTC" });
    (await store()).add(report("acme-recruiting", "/projects"), new Date());
    restarted.stored("acme-recruiting");
    (await store()).add(report("globex", "/projects"), new Date());
    const next = hook.next();
    restarted.stored("globex");
    expect((await next).body).toMatch(/^globex opened your portfolio for the first time: \/projects/);
    expect(hook.caught.map((caught) => caught.body.split(" ")[0])).toEqual(["acme-recruiting", "globex"]);
    restarted.stop();
  });

  it("stops once the note under way has gone and been recorded, so a restart straight after sends none", async () => {
    const hook = await startWebhook();
    closing.push(hook.close);
    const { store } = storeIn("stopped.sqlite");
    const notifier = startNotifier(settings(hook.url), store);
    (await store()).add(report("acme-recruiting", "/projects"), new Date());
    notifier.stored("acme-recruiting");
    await notifier.stop();
    expect(hook.caught).toHaveLength(1);
    expect((await store()).firstOpens()[0]?.toldAt).not.toBeNull();
    // And it takes on nothing new: the server is closing.
    (await store()).add(report("globex", "/projects"), new Date());
    notifier.stored("globex");
    await notifier.stop();
    expect(hook.caught).toHaveLength(1);
  });

  it("posts Slack's JSON when the owner asks for it", async () => {
    const hook = await startWebhook();
    closing.push(hook.close);
    const { store } = storeIn("slack.sqlite");
    const notifier = startNotifier(settings(hook.url, { format: "slack" }), store);
    (await store()).add(report("acme-recruiting", "/projects"), new Date());
    const posted = hook.next();
    notifier.stored("acme-recruiting");
    const note = await posted;
    expect(note.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(note.body)).toEqual({
      text: expect.stringMatching(/^\*Portfolio opened\*\nacme-recruiting opened your portfolio for the first time/),
    });
    notifier.stop();
  });

  it("tries again when the address fails, and never names the address in the log", async () => {
    const hook = await startWebhook([503, 500]);
    closing.push(hook.close);
    const { store } = storeIn("retries.sqlite");
    const logged: string[] = [];
    const notifier = startNotifier(settings(hook.url), store, {
      retryDelaysMs: [10, 10],
      log: (line) => logged.push(line),
    });
    (await store()).add(report("acme-recruiting", "/projects"), new Date());
    const attempts = [hook.next(), hook.next(), hook.next()];
    notifier.stored("acme-recruiting");
    await Promise.all(attempts);
    await expect.poll(async () => (await store()).firstOpens()[0]?.toldAt).not.toBeNull();
    expect(logged).toHaveLength(2);
    expect(logged.join("\n")).toMatch(/HTTP 503/);
    for (const line of logged) expect(line).not.toMatch(/127\.0\.0\.1|portfolio-3f9a7c1e/);
    notifier.stop();
  });
});

describe("the daily digest", () => {
  const at = { hour: 9, minute: 0 };
  const time = (iso: string) => Date.parse(iso);

  it("sends each day's views in one note once its time has passed, naming who opened it for the first time", async () => {
    const { store } = storeIn("digest.sqlite");
    const views = await store();
    const notes: Note[] = [];
    const send = async (note: Note) => (notes.push(note), true);
    let now = time("2027-01-04T20:00:00");
    const digest = () => sendDigest(views, send, { now: () => now, at, timeZone: undefined });
    await digest();
    views.add({ ...report("acme-recruiting", "/projects"), visibleMs: 42_000 }, new Date(time("2027-01-05T08:00:00")));
    views.add({ ...report("globex", "/projects"), visibleMs: 6_000 }, new Date(time("2027-01-05T08:10:00")));
    views.add({ ...report("globex", "/projects"), visibleMs: 4_000 }, new Date(time("2027-01-05T08:20:00")));
    views.markTold(["globex"], new Date());
    now = time("2027-01-05T08:59:00");
    await digest();
    expect(notes).toEqual([]);
    now = time("2027-01-05T09:00:01");
    await digest();
    await digest();
    expect(notes).toEqual([
      {
        title: "Portfolio views",
        text: "Views since 2027-01-04 20:00:\nacme-recruiting (first time): 1 visit, 42 s\nglobex: 2 visits, 10 s",
      },
    ]);
    expect(views.firstOpens().every((first) => first.toldAt)).toBe(true);
  });

  it("comes at the owner's time of day, on the next day once today's has passed", () => {
    expect(new Date(nextDigest(time("2027-01-05T08:00:00"), at))).toEqual(new Date("2027-01-05T09:00:00"));
    expect(new Date(nextDigest(time("2027-01-05T09:00:00"), at))).toEqual(new Date("2027-01-06T09:00:00"));
  });
});
