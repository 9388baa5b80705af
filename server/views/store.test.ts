import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
