import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { imageSize } from "image-size";
import {
  deriveKekBytes,
  fileAad,
  fromBase64Url,
  openBlob,
  unframePadded,
  parseHeader,
  importKeyText,
  openSlot,
  type OpenedSlot,
} from "../app/lib/vault/format";
import { access, landing, site } from "../content/public";
import { vaultIndexSchema, type SealedStudy } from "../content/schema";
import { accessPassword, unlockThroughGate } from "./access";
import { expect, isPhone, test } from "./fixtures";
import { firstStudyWhere } from "./private-content";

function srcsetEntries(srcset: string | null): { url: string; width: number }[] {
  return (srcset ?? "").split(",").map((entry) => {
    const [url = "", descriptor = ""] = entry.trim().split(/\s+/);
    return { url, width: Number(descriptor.replace(/w$/, "")) };
  });
}

test.describe("public images", () => {
  test("the About headshot is a lazy <picture> of AVIF and WebP files in the widths it is shown at @every-width", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const picture = page.locator("#about picture");
    const sources = picture.locator("source");
    await expect(sources).toHaveCount(2);
    const offered = await sources.evaluateAll((all) =>
      all.map((source) => ({ type: source.getAttribute("type"), srcset: source.getAttribute("srcset") })),
    );
    expect(offered.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const { type, srcset } of offered) {
      const entries = srcsetEntries(srcset);
      expect(entries.map((entry) => entry.width)).toEqual(landing.about.headshot.widths);
      for (const { url, width } of entries) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"], url).toBe(type);
        expect(response.headers()["cache-control"], url).toContain("immutable");
        expect(imageSize(await response.body()).width, url).toBe(width);
      }
    }

    const source = imageSize(readFileSync(`content/images/${landing.about.headshot.file}`));
    const img = picture.getByRole("img", { name: landing.about.headshot.alt });
    await expect(img).toHaveAttribute("width", String(source.width));
    await expect(img).toHaveAttribute("height", String(source.height));
    await expect(img).toHaveAttribute("loading", "lazy");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
  });

  test("the link preview is a PNG or JPEG of the size its meta tags state, which the server holds", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(url).toMatch(/\/assets\/images\/[\w-]+\.(png|jpg)$/);
    expect(url.startsWith(site.siteUrl)).toBe(true);
    const response = await request.get(url.slice(site.siteUrl.length));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/(png|jpeg)$/);
    const { width, height } = site.ogImage;
    expect(imageSize(await response.body())).toMatchObject({ width, height });
    expect(html).toContain(`<meta property="og:image:width" content="${width}"/>`);
    expect(html).toContain(`<meta property="og:image:height" content="${height}"/>`);
  });
});

function recordVaultFiles(page: Page) {
  const files = new Map<string, Promise<Buffer>>();
  let buildId = "";
  page.on("response", (response) => {
    const match = /\/vault\/([\w-]+)\/([0-9a-f]{32})\.bin$/.exec(response.url());
    if (!match?.[1] || !match[2] || !response.ok()) return;
    buildId = match[1];
    const body = response.body();
    // A file still arriving when the test ends is not a failure; one the test reads rejects there.
    body.catch(() => undefined);
    files.set(match[2], body);
  });
  return { files, buildId: () => buildId };
}

async function openIndexAt(request: APIRequestContext, buildId: string, { indexKey, indexId }: OpenedSlot) {
  const bytes = new Uint8Array(await (await request.get(`/vault/${buildId}/${indexId}.bin`)).body());
  const plain = await openBlob(indexKey, bytes, fileAad(buildId, indexId));
  return vaultIndexSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
}

async function openFetched(request: APIRequestContext, buildId: string, files: Map<string, Promise<Buffer>>) {
  const header = parseHeader(await (await request.get(`/vault/${buildId}/header.json`)).json(), buildId);
  const kek = await deriveKekBytes(accessPassword, fromBase64Url(header.kdf.salt), header.kdf.iter);
  const slot = await openSlot(header, kek);
  if (!slot) throw new Error("the build's password does not open its vault");
  const index = await openIndexAt(request, buildId, slot);
  // Each file opens under the index key or its study's (docs/protection.md, Vault layout).
  const keys = [
    slot.indexKey,
    ...(await Promise.all(Object.values(index.studies).map(({ key }) => importKeyText(key)))),
  ];
  const opened = new Map<string, Uint8Array<ArrayBuffer>>();
  for (const [fileId, body] of files) {
    const bytes = new Uint8Array(await body);
    for (const key of keys) {
      const plain = await openBlob(key, bytes, fileAad(buildId, fileId)).catch(() => undefined);
      if (plain) opened.set(fileId, plain);
    }
  }
  return opened;
}

const isAvif = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(4, 12)) === "ftypavif";

test.describe("confidential images", () => {
  // A 3× phone: the variant must cover 2× of its slot, and no more.
  test.use({ deviceScaleFactor: 3 });

  for (const id of firstStudyWhere((study) => Boolean(study.heroImage))) {
    test(`${id}'s hero image is one decrypted AVIF, as wide as its slot needs at 2× and no wider @every-width`, async ({
      page,
      request,
    }) => {
      const fetched = recordVaultFiles(page);
      await unlockThroughGate(page, `/project/${id}`);
      const hero = page.locator("header img[src^='blob:']");
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const shown = await hero.evaluate((img: HTMLImageElement) => ({
        rendered: img.getBoundingClientRect().width,
        natural: img.naturalWidth,
      }));

      const opened = await openFetched(request, fetched.buildId(), fetched.files);
      const study = [...opened.values()]
        .filter((bytes) => bytes[0] === "{".charCodeAt(0))
        .map((bytes): Partial<SealedStudy> => JSON.parse(new TextDecoder().decode(bytes)))
        .find((json) => json.heroImage);
      const variants = study?.heroImage?.variants ?? [];
      const [variant, ...others] = variants.filter((candidate) => opened.has(candidate.fileId));
      expect(others, "one variant of the hero fetched").toEqual([]);
      expect(variant?.mime).toBe("image/avif");
      const bytes = unframePadded(opened.get(variant?.fileId ?? "") ?? new Uint8Array(4));
      expect(isAvif(bytes)).toBe(true);
      expect(imageSize(bytes).width).toBe(variant?.width);
      expect(shown.natural).toBe(variant?.width);

      const largest = Math.max(...variants.map((candidate) => candidate.width));
      expect(shown.natural).toBeGreaterThanOrEqual(Math.min(Math.ceil(shown.rendered * 2), largest));
      if (isPhone(page)) expect(shown.natural).toBeLessThan(largest);
      // Every image the page fetched, not only the hero, is AVIF in Chromium.
      const images = [...opened.values()].filter((plain) => plain[0] !== "{".charCodeAt(0)).map(unframePadded);
      expect(images.length).toBeGreaterThan(0);
      expect(images.every(isAvif)).toBe(true);
    });

    test(`an image's box on ${id} keeps its size and place from placeholder to picture`, async ({ page }) => {
      // Slow vault files hold the placeholder on screen long enough to measure.
      await page.route(/\/vault\/.+\.bin$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await unlockThroughGate(page, `/project/${id}`);
      const headingText = access.caseStudy.sections.overview.heading;
      // Both boxes in one frame: read one by one, the picture could replace the placeholder in between.
      const measure = (selector: string) =>
        page
          .waitForFunction(
            ({ selector, headingText }) => {
              const box = document.querySelector(selector)?.getBoundingClientRect();
              const heading = [...document.querySelectorAll("h2")].find((h) => h.textContent?.trim() === headingText);
              if (!box || box.width === 0 || !heading) return undefined;
              const rect = heading.getBoundingClientRect();
              return { box: [box.x, box.y, box.width, box.height], heading: [rect.x, rect.y, rect.width, rect.height] };
            },
            { selector, headingText },
            { polling: "raf" },
          )
          .then((handle) => handle.jsonValue());
      const before = await measure('header [role="img"][aria-busy="true"]');
      const hero = page.locator("header img[src^='blob:']");
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await measure("header img[src^='blob:']")).toEqual(before);
    });
  }

  test("the first card on /projects is fetched first, as the page's largest paint", async ({ page }) => {
    await unlockThroughGate(page);
    const covers = page.getByRole("main").getByRole("listitem").getByRole("img");
    await expect(covers.first()).toHaveAttribute("src", /^blob:/);
    await expect(covers.first()).toHaveAttribute("fetchpriority", "high");
    await expect(covers.first()).toHaveAttribute("loading", "eager");
    await expect(covers.nth(1)).not.toHaveAttribute("fetchpriority", "high");
  });
});
