import type { APIRequestContext } from "@playwright/test";
import { projectIds, site } from "../content/public";
import { openUnlocked } from "./access";
import { expect, test } from "./fixtures";
import { firstStudyWhere } from "./private-content";

const origin = site.siteUrl;

/** The page's HTML as a crawler receives it, before any script runs. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

async function expectImageOnSite(request: APIRequestContext, url: unknown): Promise<void> {
  expect(typeof url === "string" && url.startsWith(`${origin}/`), String(url)).toBe(true);
  const response = await request.get(new URL(String(url)).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

test.describe("for search engines", () => {
  test("the sitemap is XML listing the public pages only, each at its canonical URL", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations).toEqual([`${origin}/`]);
    expect(xml).not.toMatch(/\/projects|\/project\/|\/vault\/|404/);
    for (const location of locations) {
      const page = await html(request, new URL(location).pathname);
      expect(attribute(page, /<link rel="canonical" href="([^"]*)"/)).toBe(location);
    }
  });

  test("robots.txt keeps crawlers out of the gated pages and the vault and points to the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      `User-agent: *\nDisallow: /projects\nDisallow: /project/\nDisallow: /vault/\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  });

  test("the landing page names its canonical URL and social-card URL from the configuration", async ({ request }) => {
    const page = await html(request, "/");
    expect(attribute(page, /<link rel="canonical" href="([^"]*)"/)).toBe(`${origin}/`);
    expect(attribute(page, /<meta property="og:url" content="([^"]*)"/)).toBe(`${origin}/`);
    await expectImageOnSite(request, attribute(page, /<meta property="og:image" content="([^"]*)"/));
  });

  test("gated pages are noindex and name no canonical URL", async ({ request }) => {
    for (const path of ["/projects", ...projectIds.map((id) => `/project/${id}`)]) {
      const page = await html(request, path);
      expect(page, path).toContain('<meta name="robots" content="noindex"/>');
      expect(page, path).not.toContain('rel="canonical"');
    }
  });

  test("the landing page describes its owner as a schema.org Person", async ({ request }) => {
    const data = jsonLd(await html(request, "/"));
    expect(data).toHaveLength(1);
    const person = data[0];
    expect(person).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Person",
      name: site.name,
      jobTitle: site.jobTitle,
      url: `${origin}/`,
      sameAs: [site.profileUrl],
    });
    expect(misplacedUrls(person, [site.profileUrl])).toEqual([]);
    await expectImageOnSite(request, (person as { image?: unknown }).image);
  });

  for (const id of firstStudyWhere((study) => Boolean(study.article))) {
    test(`the ${id} case study, once unlocked, carries Article data search engines accept`, async ({ page }) => {
      await openUnlocked(page, `/project/${id}`);
      const script = page.locator('script[type="application/ld+json"]');
      await expect(script).toHaveCount(1);
      const article: unknown = JSON.parse((await script.textContent()) ?? "null");
      expect(article).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: expect.stringMatching(/^.{1,110}$/),
        author: { "@type": "Person", name: site.name, url: `${origin}/` },
        image: [expect.stringMatching(new RegExp(`^${origin.replaceAll(".", "\\.")}/`))],
        url: `${origin}/project/${id}`,
        publisher: { "@type": "Organization", name: expect.any(String) },
      });
      // Google reads ISO 8601 dates: a year, a day, or a day and time.
      const iso8601 = /^\d{4}(-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?)?$/;
      for (const field of ["datePublished", "dateModified"] as const) {
        const value = (article as Record<string, unknown>)[field];
        if (value !== undefined) expect(value, field).toMatch(iso8601);
      }
      expect(misplacedUrls(article, [])).toEqual([]);
    });
  }
});

const urlProperties = new Set(["url", "image", "logo", "sameAs", "mainEntityOfPage"]);

/** Addresses in `data`, however deep, that are not absolute URLs on the site's origin, bar the `outside` links. */
function misplacedUrls(data: unknown, outside: readonly string[], property = ""): string[] {
  if (Array.isArray(data)) return data.flatMap((item) => misplacedUrls(item, outside, property));
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) => misplacedUrls(value, outside, key));
  }
  if (typeof data !== "string" || !urlProperties.has(property) || outside.includes(data)) return [];
  return URL.canParse(data) && new URL(data).origin === origin ? [] : [`${property}: ${data}`];
}
