import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildCacheRoot, cachedFile, cacheKeyOf } from "./build-cache.ts";

const folder = `build-cache-test-${process.pid}`;
afterAll(() => rm(path.join(buildCacheRoot, folder), { recursive: true, force: true }));

describe("cachedFile", () => {
  it("makes a file once, then reads it back, leaving no partial file", async () => {
    const make = vi.fn(async () => new TextEncoder().encode("made"));
    const name = `${cacheKeyOf("some bytes")}.txt`;
    const first = await cachedFile(folder, name, make);
    const second = await cachedFile(folder, name, make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(new TextDecoder().decode(second)).toBe(new TextDecoder().decode(first));
    expect(await readdir(path.join(buildCacheRoot, folder))).toEqual([name]);
  });
});

describe("cacheKeyOf", () => {
  it("tells parts apart however they are split", () => {
    expect(cacheKeyOf("ab", "c")).not.toBe(cacheKeyOf("a", "bc"));
    expect(cacheKeyOf(new TextEncoder().encode("ab"))).toBe(cacheKeyOf("ab"));
  });
});
