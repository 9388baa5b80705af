import { chmodSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Database from "libsql";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openViewsStore, type StoredView, type VisitReport } from "./store.ts";

const dir = await mkdtemp(path.join(os.tmpdir(), "views-store-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A report opening a visit of its own. */
const opened = (recipient: string, page: string, visibleMs: number): VisitReport => ({
  recipient,
  page,
  visibleMs,
  visit: crypto.randomUUID(),
});

describe("the views store", () => {
  it("keeps every report across a restart, oldest first, as it was received", () => {
    const file = path.join(dir, "restart.sqlite");
    const reports: StoredView[] = [
      {
        recipient: "acme",
        page: "/projects",
        visibleMs: 4_000,
        receivedAt: new Date("2027-01-05T09:00:00Z"),
        sections: {},
      },
      {
        recipient: "default",
        page: "/project/entelo",
        visibleMs: 90_000,
        receivedAt: new Date("2027-01-05T10:00:00Z"),
        sections: { overview: 30_000, outcomes: 45_000 },
      },
    ];
    const writer = openViewsStore(file, { now: () => Date.parse("2027-01-06T00:00:00Z") });
    for (const { receivedAt, recipient, page, visibleMs, sections } of [...reports].reverse()) {
      writer.add({ ...opened(recipient, page, visibleMs), sections }, receivedAt);
    }
    writer.close();
    const reader = openViewsStore(file, { readonly: true });
    expect(reader.list()).toEqual(reports);
    reader.close();
  });

  it("is readable by the owner alone, in a folder only they can open when it makes one, a store made before too", () => {
    const folder = path.join(dir, "private", ".data");
    const file = path.join(folder, "views.sqlite");
    const store = openViewsStore(file);
    store.add(opened("acme", "/projects", 1_000), new Date());
    store.close();
    expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
    expect((statSync(folder).mode & 0o777).toString(8)).toBe("700");

    const older = path.join(dir, "older.sqlite");
    new Database(older).close();
    chmodSync(older, 0o644);
    openViewsStore(older).close();
    expect((statSync(older).mode & 0o777).toString(8)).toBe("600");
  });

  it("lets npm run views read while the server writes", () => {
    const file = path.join(dir, "side-by-side.sqlite");
    const writer = openViewsStore(file);
    writer.add(opened("acme", "/projects", 1), new Date());
    const reader = openViewsStore(file, { readonly: true });
    writer.add(opened("acme", "/projects", 2), new Date());
    expect(reader.list().map((view) => view.visibleMs)).toEqual([1, 2]);
    expect(() => reader.add(opened("acme", "/projects", 3), new Date())).toThrow();
    reader.close();
    writer.close();
  });

  it("keeps one row per visit, carried on by its later reports, from its own recipient and page only", () => {
    const store = openViewsStore(path.join(dir, "visits.sqlite"));
    const visit = opened("acme", "/project/entelo", 0);
    const sections = { overview: 9_000, role: 4_000 };
    store.add(visit, new Date("2027-01-05T09:00:00Z"));
    store.add({ ...visit, visibleMs: 15_000, sections }, new Date("2027-01-05T09:00:15Z"));
    // A late or replayed report, and the same id for another recipient or page, change nothing.
    store.add({ ...visit, visibleMs: 5_000, sections: { overview: 5_000 } }, new Date("2027-01-05T09:00:20Z"));
    store.add({ ...visit, recipient: "globex", visibleMs: 60_000 }, new Date("2027-01-05T09:01:00Z"));
    store.add({ ...visit, page: "/projects", visibleMs: 60_000 }, new Date("2027-01-05T09:01:00Z"));
    expect(store.list()).toEqual([
      {
        recipient: "acme",
        page: "/project/entelo",
        visibleMs: 15_000,
        receivedAt: new Date("2027-01-05T09:00:15Z"),
        sections,
      },
    ]);
    store.close();
  });

  it("opens a store written before visits had ids and keeps its rows", () => {
    const file = path.join(dir, "before-visits.sqlite");
    const before = Date.now() - 60_000;
    const old = new Database(file);
    old.exec(`CREATE TABLE views (id INTEGER PRIMARY KEY, received_at INTEGER NOT NULL, recipient TEXT NOT NULL,
      page TEXT NOT NULL, visible_ms INTEGER NOT NULL) STRICT;
      INSERT INTO views (received_at, recipient, page, visible_ms) VALUES (${before}, 'acme', '/projects', 4000);`);
    old.close();
    // npm run views, before the server has opened it since an update.
    const reader = openViewsStore(file, { readonly: true });
    expect(reader.list().map((view) => view.sections)).toEqual([{}]);
    reader.close();
    const store = openViewsStore(file);
    store.add(opened("acme", "/projects", 1_000), new Date());
    expect(store.list().map((view) => view.visibleMs)).toEqual([4_000, 1_000]);
    // They opened the portfolio before the store kept first openings: it knows when from their visits.
    expect(store.firstOpens()).toEqual([{ recipient: "acme", page: "/projects", at: new Date(before), toldAt: null }]);
    store.close();
  });

  it("remembers each recipient's first report, and whom the owner was told of, across a restart", () => {
    const file = path.join(dir, "first-opens.sqlite");
    const writer = openViewsStore(file);
    writer.add(opened("acme", "/project/entelo", 0), new Date("2027-01-05T09:00:00Z"));
    writer.add(opened("acme", "/projects", 0), new Date("2027-01-05T09:05:00Z"));
    writer.add(opened("globex", "/projects", 0), new Date("2027-01-06T10:00:00Z"));
    writer.markTold(["acme"], new Date("2027-01-05T09:00:01Z"));
    writer.markDigest(new Date("2027-01-06T09:00:00Z"));
    writer.close();
    const reader = openViewsStore(file, { readonly: true });
    expect(reader.firstOpens()).toEqual([
      {
        recipient: "acme",
        page: "/project/entelo",
        at: new Date("2027-01-05T09:00:00Z"),
        toldAt: new Date("2027-01-05T09:00:01Z"),
      },
      { recipient: "globex", page: "/projects", at: new Date("2027-01-06T10:00:00Z"), toldAt: null },
    ]);
    expect(reader.lastDigest()).toEqual(new Date("2027-01-06T09:00:00Z"));
    expect(() => reader.markTold(["globex"], new Date())).toThrow();
    reader.close();
  });
});

describe("what the views store keeps", () => {
  const day = 24 * 60 * 60 * 1000;
  const at = (iso: string) => new Date(iso);

  it("keeps each recipient's newest rows up to the cap, the oldest going first, and no other recipient's", () => {
    const store = openViewsStore(path.join(dir, "cap.sqlite"), { rowsPerRecipient: 3 });
    for (const visibleMs of [1, 2, 3, 4, 5]) store.add(opened("acme", "/projects", visibleMs), new Date());
    for (const visibleMs of [6, 7]) store.add(opened("globex", "/projects", visibleMs), new Date());
    expect(store.list().map((view) => [view.recipient, view.visibleMs])).toEqual([
      ["acme", 3],
      ["acme", 4],
      ["acme", 5],
      ["globex", 6],
      ["globex", 7],
    ]);
    store.close();
  });

  it("forgets views older than the owner keeps them, when it opens and each day after", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const file = path.join(dir, "retention.sqlite");
      let now = at("2027-03-01T12:00:00Z").getTime();
      const writer = openViewsStore(file, { keepDays: 30, now: () => now });
      writer.add(opened("acme", "/projects", 1), at("2027-01-15T12:00:00Z"));
      writer.add(opened("acme", "/projects", 2), at("2027-02-15T12:00:00Z"));
      writer.close();
      const reopened = openViewsStore(file, { keepDays: 30, now: () => now });
      expect(reopened.list().map((view) => view.visibleMs)).toEqual([2]);
      now += 20 * day;
      vi.advanceTimersByTime(day);
      expect(reopened.list()).toEqual([]);
      reopened.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
