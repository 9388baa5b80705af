import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildLayout } from "../site/build-layout.ts";
import { repoRoot } from "../site/repo-root.ts";
import { bundleServer } from "./server-bundle.ts";

const dir = await mkdtemp(path.join(os.tmpdir(), "server-bundle-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the server's bundle", () => {
  it("requires Node's own modules and exactly the packages package.json lists as dependencies", async () => {
    const layout = buildLayout(dir);
    await bundleServer(layout);
    const code = await readFile(layout.serverFile, "utf8");
    const required = new Set([...code.matchAll(/\brequire\("([^"]+)"\)/g)].map(([, name]) => name ?? ""));
    const packages = [...required].filter((name) => !name.startsWith("node:"));
    const manifest = JSON.parse(await readFile(path.join(repoRoot, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    // A production install (npm ci --omit=dev) has these and no others: a missing one stops the server on a host.
    expect(packages.toSorted()).toEqual(Object.keys(manifest.dependencies).toSorted());
  });
});
