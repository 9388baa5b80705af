import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheKey, encodeVariants, largestWidth, sourceSize, type ImageSource } from "./image-pipeline.ts";

/** A 400×300 gradient PNG and a 120×90 SVG, made here so the test owns its fixtures and stays fast. */
async function fixtureSources(): Promise<{ png: ImageSource; svg: ImageSource }> {
  const pixels = Buffer.alloc(400 * 300 * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set([(i / 3) % 400, Math.floor(i / 1200) % 256, 128], i);
  const png = new Uint8Array(
    await sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } })
      .png()
      .toBuffer(),
  );
  const svg = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="#1f4e8c"/><circle cx="60" cy="45" r="30" fill="#fff"/></svg>',
  );
  const source = (name: string, bytes: Uint8Array): ImageSource => {
    const size = sourceSize(bytes);
    if (!size) throw new Error(`${name} is no image`);
    return { name, bytes, size };
  };
  return { png: source("fixture.png", png), svg: source("fixture.svg", svg) };
}

let sources: Awaited<ReturnType<typeof fixtureSources>>;
let cacheDir: string;

beforeAll(async () => {
  sources = await fixtureSources();
  cacheDir = await mkdtemp(path.join(os.tmpdir(), "image-pipeline-"));
});

afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe("encodeVariants", () => {
  it("makes every requested width in every requested format, keeping the source's aspect ratio", async () => {
    const requests = [200, 400].flatMap((width) => (["avif", "webp"] as const).map((format) => ({ format, width })));
    const variants = await encodeVariants(sources.png, requests, cacheDir);
    const decoded = await Promise.all(variants.map((variant) => sharp(variant.bytes).metadata()));
    // sharp reports AVIF as HEIF with AV1 compression.
    const kinds = decoded.map(({ format, compression, width, height }) => ({
      format: format === "heif" ? compression : format,
      width,
      height,
    }));
    expect(kinds).toEqual([
      { format: "av1", width: 200, height: 150 },
      { format: "webp", width: 200, height: 150 },
      { format: "av1", width: 400, height: 300 },
      { format: "webp", width: 400, height: 300 },
    ]);
  });

  it("crops to a requested height, as the link preview needs", async () => {
    const [variant] = await encodeVariants(sources.png, [{ format: "jpeg", width: 200, height: 100 }], cacheDir);
    expect(await sharp(variant?.bytes).metadata()).toMatchObject({ format: "jpeg", width: 200, height: 100 });
  });

  it("draws an SVG at up to twice its nominal size, and never upscales a bitmap", async () => {
    expect(largestWidth(sources.svg.size)).toBe(240);
    expect(largestWidth(sources.png.size)).toBe(400);
    const [variant] = await encodeVariants(sources.svg, [{ format: "webp", width: 240 }], cacheDir);
    expect(await sharp(variant?.bytes).metadata()).toMatchObject({ width: 240, height: 180 });
    await expect(encodeVariants(sources.png, [{ format: "webp", width: 800 }], cacheDir)).rejects.toThrow(
      "fixture.png is 400 px wide; a 800 px variant would be upscaled",
    );
  });

  it("reads a variant from the cache instead of encoding it again", async () => {
    const request = { format: "webp", width: 100 } as const;
    await encodeVariants(sources.png, [request], cacheDir);
    const cached = path.join(cacheDir, `${cacheKey(sources.png.bytes, request)}.webp`);
    expect(await readdir(cacheDir)).toContain(path.basename(cached));
    // A planted file proves the second call reads the cache rather than the encoder.
    await writeFile(cached, "cached bytes");
    const [variant] = await encodeVariants(sources.png, [request], cacheDir);
    expect(new TextDecoder().decode(variant?.bytes)).toBe("cached bytes");
  });
});

describe("cacheKey", () => {
  const request = { format: "avif", width: 200 } as const;

  it("changes when one byte of the source changes", () => {
    const edited = new Uint8Array(sources.png.bytes);
    edited[edited.length - 20] = (edited[edited.length - 20] ?? 0) ^ 1;
    expect(cacheKey(edited, request)).not.toBe(cacheKey(sources.png.bytes, request));
  });

  it("changes with the width, the format and a crop, and not otherwise", () => {
    const key = cacheKey(sources.png.bytes, request);
    expect(cacheKey(new Uint8Array(sources.png.bytes), { ...request })).toBe(key);
    expect(cacheKey(sources.png.bytes, { ...request, width: 201 })).not.toBe(key);
    expect(cacheKey(sources.png.bytes, { ...request, format: "webp" })).not.toBe(key);
    expect(cacheKey(sources.png.bytes, { ...request, height: 100 })).not.toBe(key);
  });
});
