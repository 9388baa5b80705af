import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceSize } from "../pipeline/image-pipeline.ts";
import { loadPrivateContent } from "../pipeline/private-content.ts";
import { featuredProjects, landing, projectIds, site } from "./public.ts";
import { sealedImageSchema } from "./schema.ts";
import { repoRoot } from "../site/repo-root.ts";

const publicDir = path.join(repoRoot, "public");
const imagesDir = path.join(import.meta.dirname, "images");

function publicFile(src: string) {
  return path.join(publicDir, src);
}

function sourceImageSize(file: string) {
  return sourceSize(readFileSync(path.join(imagesDir, file)));
}

describe("the featured cards", () => {
  it("each open a case study the portfolio lists", () => {
    for (const project of featuredProjects) expect(projectIds, project.title).toContain(project.id);
  });
});

describe("assets the content references", () => {
  it.each([
    ["the resume", site.resume.file],
    ["the logo", site.logo.src],
  ])("%s exists in public/", (_what, src) => {
    expect(existsSync(publicFile(src)), `public${src}`).toBe(true);
  });

  it.each([
    ["the social preview image", site.ogImage.file],
    ["the headshot", landing.about.headshot.file],
  ])("%s exists in content/images/ and is a readable image", (_what, file) => {
    expect(sourceImageSize(file), `content/images/${file}`).not.toBeNull();
  });

  it("ships the resume as a real PDF", () => {
    const bytes = readFileSync(publicFile(site.resume.file));
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("has a social preview source of the size its meta tags state", () => {
    expect(sourceImageSize(site.ogImage.file)).toEqual({
      width: site.ogImage.width,
      height: site.ogImage.height,
      vector: false,
    });
  });

  it("asks for no headshot width wider than its source, which the pipeline would have to upscale", () => {
    const size = sourceImageSize(landing.about.headshot.file);
    expect(Math.max(...landing.about.headshot.widths)).toBeLessThanOrEqual(size?.width ?? 0);
  });
});

describe("a sealed image in the vault index", () => {
  const sealed = {
    alt: "A phone showing the dashboard",
    width: 390,
    height: 844,
    variants: [
      { fileId: "a".repeat(32), mime: "image/avif", width: 320 },
      { fileId: "b".repeat(32), mime: "image/webp", width: 320 },
    ],
  };

  it("is accepted with its size and its variants", () => {
    expect(sealedImageSchema.safeParse(sealed).success).toBe(true);
  });

  it.each([
    ["without variants", { ...sealed, variants: undefined }],
    ["with an empty list of variants", { ...sealed, variants: [] }],
    ["without a WebP variant, which browsers without AVIF need", { ...sealed, variants: sealed.variants.slice(0, 1) }],
    ["with the single file of the old format", { alt: sealed.alt, width: 390, height: 844, fileId: "a".repeat(32) }],
  ])("is rejected %s", (_what, image) => {
    expect(sealedImageSchema.safeParse(image).success).toBe(false);
  });
});

describe("the private content", () => {
  it("loads, with every image it names on disk and readable", async () => {
    await expect(loadPrivateContent()).resolves.toBeDefined();
  });

  it("is imported by no file under app/", () => {
    const appDir = path.join(repoRoot, "app");
    const files = readdirSync(appDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(10);
    // A path into the folder, not a name that merely ends in "content" (app/gated-page/private-image.tsx).
    const offenders = files.filter((file) => /(?<![\w-])content\/private/.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
