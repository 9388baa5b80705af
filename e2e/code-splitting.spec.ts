import { access, landing } from "../content/public";
import { workLink } from "./access";
import type { Page } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { clientDir } from "../site/build-layout";
import { loadContent } from "../pipeline/content/load-content";
import { typefacePairs } from "../pipeline/theme/typefaces";
import { expect, test } from "./fixtures";

/** The typeface pair content/theme.yaml names, whose two faces every page loads. */
const { text, display } = typefacePairs[loadContent().theme.typeface];

function requestsOf(page: Page, type: string): Set<string> {
  const paths = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === type) paths.add(new URL(request.url()).pathname);
  });
  return paths;
}

/** The grid's and case study's own code, which the app imports itself (app/portfolio-pages.ts). */
async function privatePageCode(): Promise<string[]> {
  const files = await readdir(path.join(clientDir, "assets"));
  return files.filter((file) => /^projects?-[\w-]+\.js$/.test(file)).map((file) => `/assets/${file}`);
}

/** React Router's chunk, which the gate pages name among the scripts their boot script holds back. */
async function routerChunk(page: Page): Promise<string> {
  const html = await (await page.request.get("/projects")).text();
  return /\/assets\/router-[\w-]+\.js/.exec(html)?.[0] ?? "";
}

test.describe("what pages load", () => {
  test("the landing page loads no script or stylesheet file until the visitor reaches for something, and then no page's code", async ({
    page,
  }) => {
    // The prompt's form shares small modules with the pages (icons, the vault's client): their own code must not load.
    const gatedCode = await privatePageCode();
    expect(gatedCode.length).toBe(2);

    const scripts = requestsOf(page, "script");
    const stylesheets = requestsOf(page, "stylesheet");
    await page.goto("/", { waitUntil: "networkidle" });
    // The page's own scripts and its stylesheet are written into it: the first paint waits for no other file.
    expect([...scripts]).toEqual([]);
    expect([...stylesheets]).toEqual([]);

    await workLink(page).click();
    await expect(page.getByRole("dialog", { name: access.title }).getByLabel(access.passwordLabel)).toBeFocused();
    await expect.poll(() => scripts.size).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect([...scripts].filter((file) => gatedCode.includes(file))).toEqual([]);
    expect([...scripts].some((file) => /mermaid/.test(file))).toBe(false);
  });

  test("typing the password into the prompt fetches the vault's first files and the page it opens", async ({
    page,
  }) => {
    const fetches = requestsOf(page, "fetch");
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: landing.featured.linkLabel }).first().click();
    await page.getByRole("dialog", { name: access.title }).getByLabel(access.passwordLabel).pressSequentially("a");
    await expect.poll(() => [...fetches].some((file) => /\/vault\/.+\/header\.json$/.test(file))).toBe(true);
    const prefetched = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    const target = await page.getByRole("link", { name: landing.featured.linkLabel }).first().getAttribute("href");
    expect(prefetched).toContain(target);
  });

  test("the gate loads no script until the visitor starts using it, then the grid's and case study's code as they type", async ({
    page,
  }) => {
    const gatedCode = await privatePageCode();
    const scripts = requestsOf(page, "script");
    await page.goto("/projects", { waitUntil: "networkidle" });
    expect([...scripts]).toEqual([]);

    await page.getByPlaceholder(access.placeholder).pressSequentially("a");
    await expect.poll(() => gatedCode.every((file) => scripts.has(file))).toBe(true);
  });
});

test("the web fonts load once the first paint has shown, and on the tab's next page before it", async ({ page }) => {
  const fontTimes = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const fonts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2"));
      // The paint is reported a frame or more after it shows, so it may not be listed yet.
      const paint = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const first = list.getEntriesByName("first-contentful-paint")[0];
          if (first) resolve(first.startTime);
        }).observe({ type: "paint", buffered: true }),
      );
      return { paint, fonts: fonts.map((entry) => entry.startTime) };
    });
  await page.goto("/", { waitUntil: "networkidle" });
  const first = await fontTimes();
  expect(first.fonts).toHaveLength(2);
  expect(first.fonts.every((start) => start > first.paint)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family)),
    )
    .toEqual(expect.arrayContaining([text.family, display.family].map((family) => `"${family}"`)));

  await page.goto("/projects", { waitUntil: "networkidle" });
  const next = await fontTimes();
  expect(next.fonts).toHaveLength(2);
  expect(next.fonts.every((start) => start < next.paint)).toBe(true);
});

test("no script of the site carries zod: content and the vault are checked when the site is built", async () => {
  const assets = path.join(clientDir, "assets");
  const scripts = (await readdir(assets)).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  // Every zod schema object keeps its state under this property, whatever the minifier renames.
  const withZod = [];
  for (const file of scripts)
    if ((await readFile(path.join(assets, file), "utf8")).includes("._zod")) withZod.push(file);
  expect(withZod).toEqual([]);
});

test("scripts and pages arrive precompressed with brotli, and with gzip for older clients", async ({
  page,
  request,
}) => {
  const script = await routerChunk(page);
  expect(script).not.toBe("");
  for (const [accepted, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ] as const) {
    for (const path of ["/", script]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": accepted } });
      expect(response.headers()["content-encoding"], `${path} for ${accepted}`).toBe(encoding);
      expect(response.headers()["vary"]).toContain("Accept-Encoding");
    }
  }
});
