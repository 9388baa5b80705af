import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openViewsStore } from "./store.ts";

const dir = await mkdtemp(path.join(os.tmpdir(), "views-store-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the views store", () => {
  it("keeps every report across a restart, oldest first, as it was received", () => {
    const file = path.join(dir, "restart.sqlite");
    const reports = [
      { recipient: "acme", page: "/projects", visibleMs: 4_000, receivedAt: new Date("2027-01-05T09:00:00Z") },
      {
        recipient: "default",
        page: "/project/entelo",
        visibleMs: 90_000,
        receivedAt: new Date("2027-01-05T10:00:00Z"),
      },
    ];
    const writer = openViewsStore(file);
    for (const { receivedAt, ...report } of [...reports].reverse()) writer.add(report, receivedAt);
    writer.close();
    const reader = openViewsStore(file, { readonly: true });
    expect(reader.list()).toEqual(reports);
    reader.close();
  });

  it("lets npm run views read while the server writes", () => {
    const file = path.join(dir, "side-by-side.sqlite");
    const writer = openViewsStore(file);
    writer.add({ recipient: "acme", page: "/projects", visibleMs: 1 }, new Date());
    const reader = openViewsStore(file, { readonly: true });
    writer.add({ recipient: "acme", page: "/projects", visibleMs: 2 }, new Date());
    expect(reader.list().map((view) => view.visibleMs)).toEqual([1, 2]);
    expect(() => reader.add({ recipient: "acme", page: "/projects", visibleMs: 3 }, new Date())).toThrow();
    reader.close();
    writer.close();
  });
});

describe("what the views store keeps", () => {
  const day = 24 * 60 * 60 * 1000;
  const at = (iso: string) => new Date(iso);

  it("keeps each recipient's newest rows up to the cap, the oldest going first, and no other recipient's", () => {
    const store = openViewsStore(path.join(dir, "cap.sqlite"), { rowsPerRecipient: 3 });
    for (const visibleMs of [1, 2, 3, 4, 5]) store.add({ recipient: "acme", page: "/projects", visibleMs }, new Date());
    for (const visibleMs of [6, 7]) store.add({ recipient: "globex", page: "/projects", visibleMs }, new Date());
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
      writer.add({ recipient: "acme", page: "/projects", visibleMs: 1 }, at("2027-01-15T12:00:00Z"));
      writer.add({ recipient: "acme", page: "/projects", visibleMs: 2 }, at("2027-02-15T12:00:00Z"));
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
