import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectIds } from "../content/public.ts";
import { prerenderPaths } from "../react-router.config.ts";
import { notFoundPath } from "../site/routes.ts";
import { indexablePaths, robotsTxt, sitemapXml, writeSearchFiles } from "./search-files.ts";

const origin = "https://portfolio.example.com";

describe("indexablePaths", () => {
  it("keeps only the landing page of the site's prerendered pages: the portfolio, case studies and 404 stay out", () => {
    expect(prerenderPaths).toContain("/projects");
    expect(prerenderPaths).toContain(`/project/${projectIds[0]}`);
    expect(indexablePaths(prerenderPaths, notFoundPath)).toEqual(["/"]);
  });

  it("keeps a new public page and drops anything under the vault", () => {
    expect(indexablePaths(["/", "/about", "/vault/abc/index.bin", "/404"], "/404")).toEqual(["/", "/about"]);
  });
});

describe("sitemapXml", () => {
  it("lists each page once, as an absolute URL on the origin, in the sitemaps.org format", () => {
    expect(sitemapXml(origin, ["/", "/about"])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://portfolio.example.com/</loc></url>",
        "  <url><loc>https://portfolio.example.com/about</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes characters XML reserves", () => {
    expect(sitemapXml(origin, ["/a?b=1&c='2'"])).toContain(
      "<loc>https://portfolio.example.com/a?b=1&amp;c=&apos;2&apos;</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("keeps every crawler out of the gated pages and the vault, and names the sitemap", () => {
    expect(robotsTxt(origin)).toBe(
      [
        "User-agent: *",
        "Disallow: /projects",
        "Disallow: /project/",
        "Disallow: /vault/",
        "",
        "Sitemap: https://portfolio.example.com/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("names the prefixes under the sub-path of a site published below a domain's root", () => {
    const lines = robotsTxt("https://avery.github.io/portfolio").split("\n");
    expect(lines.filter((line) => line.startsWith("Disallow"))).toEqual([
      "Disallow: /portfolio/projects",
      "Disallow: /portfolio/project/",
      "Disallow: /portfolio/vault/",
    ]);
    expect(lines).toContain("Sitemap: https://avery.github.io/portfolio/sitemap.xml");
  });
});

describe("writeSearchFiles", () => {
  it("writes both files into the output folder, replacing a robots.txt copied from public/", async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), "search-files-"));
    try {
      await writeFile(path.join(outDir, "robots.txt"), "User-agent: *\nDisallow:\n");
      await writeSearchFiles({ outDir, origin, prerendered: prerenderPaths, notFoundPath });
      expect(await readFile(path.join(outDir, "robots.txt"), "utf8")).toBe(robotsTxt(origin));
      expect(await readFile(path.join(outDir, "sitemap.xml"), "utf8")).toBe(sitemapXml(origin, ["/"]));
    } finally {
      await rm(outDir, { recursive: true });
    }
  });
});
