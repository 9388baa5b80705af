import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { stampContentTimes } from "./file-times.ts";

let root = "";
afterEach(() => rm(root, { recursive: true, force: true }));

describe("stampContentTimes", () => {
  it("gives files the same time exactly when their content is the same, whenever they were written, and skips the vault", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "file-times-"));
    await mkdir(path.join(root, "pages"));
    await mkdir(path.join(root, "vault"));
    await writeFile(path.join(root, "index.html"), "<h1>Same</h1>");
    await writeFile(path.join(root, "vault", "sealed.bin"), "sealed");
    const vaultTime = (await stat(path.join(root, "vault", "sealed.bin"))).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(path.join(root, "pages", "copy.html"), "<h1>Same</h1>");
    await writeFile(path.join(root, "pages", "other.html"), "<h1>Other</h1>");

    await stampContentTimes(root, path.join(root, "vault"));
    const time = async (...parts: string[]) => (await stat(path.join(root, ...parts))).mtimeMs;
    expect(await time("index.html")).toBe(await time("pages", "copy.html"));
    expect(await time("pages", "other.html")).not.toBe(await time("index.html"));
    expect(new Date(await time("index.html")).getUTCFullYear()).toBe(2000);
    expect(await time("vault", "sealed.bin")).toBe(vaultTime);
  });
});
