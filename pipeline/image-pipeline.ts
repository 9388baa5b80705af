import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { imageSize } from "image-size";
import sharp from "sharp";
import { buildCacheRoot } from "./build-cache.ts";

export const outputMime = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
} as const;
export type OutputFormat = keyof typeof outputMime;

// Efforts and chroma trade bytes against encode time as measured in docs/decisions/006-image-pipeline.md.
const encoderOptions = {
  avif: { quality: 55, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 2 },
  jpeg: { quality: 82, mozjpeg: true },
  // A link preview is flat colour and text: 256 colours lose nothing visible and beat JPEG by half.
  png: { palette: true, quality: 90, effort: 10, compressionLevel: 9 },
} as const satisfies Record<OutputFormat, object>;

// Bump when variants are made differently, so older cached files are not reused.
const pipelineVersion = 1;

export const defaultCacheDir = path.join(buildCacheRoot, "portfolio-images");

export type VariantRequest = { format: OutputFormat; width: number; height?: number };
export type EncodedVariant = VariantRequest & { bytes: Uint8Array<ArrayBuffer> };

export type SourceSize = { width: number; height: number; vector: boolean };

export function sourceSize(bytes: Uint8Array): SourceSize | null {
  try {
    const { width, height, type } = imageSize(bytes);
    return width && height ? { width, height, vector: type === "svg" } : null;
  } catch {
    return null;
  }
}

export type ImageSource = { name: string; bytes: Uint8Array; size: SourceSize };

export function largestWidth(size: SourceSize): number {
  return size.vector ? size.width * 2 : size.width;
}

export function cacheKey(source: Uint8Array, request: VariantRequest): string {
  const settings = JSON.stringify({
    pipelineVersion,
    sharp: sharp.versions.sharp,
    vips: sharp.versions.vips,
    options: encoderOptions[request.format],
    ...request,
  });
  return createHash("sha256").update(settings).update("\n").update(source).digest("hex");
}

export async function encodeVariants(
  { name, bytes: source, size }: ImageSource,
  requests: readonly VariantRequest[],
  cacheDir = defaultCacheDir,
): Promise<EncodedVariant[]> {
  const jobs = await Promise.all(
    requests.map(async (request) => {
      const file = path.join(cacheDir, `${cacheKey(source, request)}.${request.format}`);
      const cached = await readFile(file).catch(() => null);
      return { request, file, cached: cached && new Uint8Array(cached) };
    }),
  );
  const hits = jobs.flatMap(({ request, cached }) => (cached ? [{ ...request, bytes: cached }] : []));
  if (hits.length === jobs.length) return hits;

  const missing = jobs.filter((job) => !job.cached);
  const widest = Math.max(...missing.map((job) => job.request.width));
  if (widest > largestWidth(size)) {
    throw new Error(`${name} is ${size.width} px wide; a ${widest} px variant would be upscaled`);
  }
  const decoded = sharp(source, size.vector ? { density: (72 * widest) / size.width } : {}).resize({ width: widest });
  const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const opaque = info.channels === 4 && alphaIsOpaque(data);

  await mkdir(cacheDir, { recursive: true });
  const variants: EncodedVariant[] = [];
  for (const { request, file, cached } of jobs) {
    if (cached) {
      variants.push({ ...request, bytes: cached });
      continue;
    }
    const image = opaque ? sharp(data, pixels).removeAlpha() : sharp(data, pixels);
    const resized = image.resize({ width: request.width, height: request.height, fit: "cover" });
    const bytes = new Uint8Array(await resized.toFormat(request.format, encoderOptions[request.format]).toBuffer());
    await writeAtomically(file, bytes);
    variants.push({ ...request, bytes });
  }
  return variants;
}

// Edge-to-edge screens carry an all-opaque alpha channel; a plain loop, as sharp's stats() computes far more.
function alphaIsOpaque(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

// A dev server and a build may encode at once: a half-written file must never be read as cached.
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

// One task per core: each sharp encode uses one thread here.
export async function mapConcurrently<Item, Result>(
  items: readonly Item[],
  task: (item: Item) => Promise<Result>,
  limit = os.availableParallelism(),
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
