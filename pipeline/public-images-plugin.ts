import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import type { EncodedImage } from "../app/lib/public-image.ts";
import { loadContent } from "./content/load-content.ts";
import { encodeVariants, mapConcurrently, outputMime, sourceSize, type EncodedVariant } from "./image-pipeline.ts";
import { repoRoot } from "../site/repo-root.ts";

const publicImagesDir = path.join(repoRoot, "content/images");
const moduleId = "virtual:public-images";
const resolvedModuleId = `\0${moduleId}`;
// Hosts cache /assets/ for a year, so every name carries a hash of its bytes.
const outputDir = "assets/images";

// A link preview is the smaller of PNG and JPEG, the formats every crawler reads.
type PublicImageJob = { file: string; widths: readonly number[]; height?: number; use: "picture" | "link preview" };

function publicImageJobs(): PublicImageJob[] {
  const { landing, site } = loadContent();
  const { headshot } = landing.about;
  const { ogImage } = site;
  return [
    { file: headshot.file, widths: headshot.widths, use: "picture" },
    { file: ogImage.file, widths: [ogImage.width], height: ogImage.height, use: "link preview" },
  ];
}

type EncodedFile = { fileName: string; variant: EncodedVariant };
type EncodedPublicImages = { images: Record<string, EncodedImage>; files: Map<string, EncodedFile> };

async function encodePublicImages(base: string): Promise<EncodedPublicImages> {
  const files = new Map<string, EncodedFile>();
  const urlOf = (job: PublicImageJob, variant: EncodedVariant): string => {
    const hash = createHash("sha256").update(variant.bytes).digest("hex").slice(0, 10);
    const extension = variant.format === "jpeg" ? "jpg" : variant.format;
    const fileName = `${outputDir}/${path.parse(job.file).name}-${variant.width}-${hash}.${extension}`;
    files.set(fileName, { fileName, variant });
    return `${base}${fileName}`;
  };

  const encoded = await mapConcurrently(publicImageJobs(), async (job) => {
    const name = `content/images/${job.file}`;
    const bytes = await readFile(path.join(publicImagesDir, job.file)).catch(() => {
      throw new Error(`${name} does not exist`);
    });
    const size = sourceSize(bytes);
    if (!size) throw new Error(`${name} is not a readable image`);
    const formats = job.use === "picture" ? (["avif", "webp"] as const) : (["png", "jpeg"] as const);
    const requests = job.widths.flatMap((width) => formats.map((format) => ({ format, width, height: job.height })));
    const variants = await encodeVariants({ name, bytes, size }, requests);

    if (job.use === "link preview") {
      const [smallest] = variants.toSorted((a, b) => a.bytes.length - b.bytes.length);
      if (!smallest || job.height === undefined) throw new Error(`${name}: a link preview needs a width and a height`);
      return [job.file, { width: smallest.width, height: job.height, src: urlOf(job, smallest), sources: [] }] as const;
    }
    const sources = formats.map((format) => {
      const ofFormat = variants.filter((variant) => variant.format === format).toSorted((a, b) => a.width - b.width);
      return { format, entries: ofFormat.map((variant) => ({ variant, url: urlOf(job, variant) })) };
    });
    // Browsers that read neither <source> get the widest WebP, the most widely read of the two formats.
    const fallback = sources.at(-1)?.entries.at(-1);
    if (!fallback) throw new Error(`${name} has no widths to encode`);
    const image: EncodedImage = {
      width: size.width,
      height: size.height,
      src: fallback.url,
      sources: sources.map(({ format, entries }) => ({
        type: outputMime[format],
        srcSet: entries.map(({ variant, url }) => `${url} ${variant.width}w`).join(", "),
      })),
    };
    return [job.file, image] as const;
  });
  return { images: Object.fromEntries(encoded), files };
}

export function publicImagesPlugin(): Plugin {
  let base = "/";
  let building = false;
  let encoding: Promise<EncodedPublicImages> | undefined;
  return {
    name: "portfolio:public-images",
    configResolved(config) {
      base = config.base;
      building = config.command === "build";
    },
    resolveId(id) {
      return id === moduleId ? resolvedModuleId : undefined;
    },
    async load(id) {
      if (id !== resolvedModuleId) return;
      for (const job of publicImageJobs()) this.addWatchFile(path.join(publicImagesDir, job.file));
      // Encoded afresh on every load, so a replaced photo shows up in dev; the pipeline's cache makes it cheap.
      encoding = encodePublicImages(base);
      const { images, files } = await encoding;
      if (building && this.environment.config.consumer === "client") {
        for (const { fileName, variant } of files.values())
          this.emitFile({ type: "asset", fileName, source: variant.bytes });
      }
      return `export const publicImages = ${JSON.stringify(images)};`;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${outputDir}/`, (req, res, next) => {
        const fileName = `${outputDir}/${path.basename(req.url ?? "")}`;
        (encoding ??= encodePublicImages(base)).then(({ files }) => {
          const file = files.get(fileName);
          if (!file) return next();
          res.setHeader("Content-Type", outputMime[file.variant.format]);
          res.end(file.variant.bytes);
        }, next);
      });
    },
  };
}
