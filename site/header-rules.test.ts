import { describe, expect, it } from "vitest";
import {
  headersForPath,
  immutableCache,
  pagePathPatterns,
  parseHeadersFile,
  renderHeadersFile,
  revalidateCache,
  siteHeaderRules,
} from "./header-rules.ts";

const rules = siteHeaderRules("default-src 'none'");

describe("the site's header rules", () => {
  it("read back from the _headers file exactly as written", () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it("give every response the security headers", () => {
    for (const path of ["/", "/assets/entry-1a2b.js", "/vault/abc/index.bin", "/no-such-page"]) {
      expect(headersForPath(rules, path)).toMatchObject({
        "Content-Security-Policy": "default-src 'none'",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
      });
    }
  });

  it("cache hashed assets and the vault for a year and make pages revalidate, with no header said twice", () => {
    expect(headersForPath(rules, "/assets/entry-1a2b.js")["Cache-Control"]).toBe(immutableCache);
    expect(headersForPath(rules, "/vault/abc/index.bin")).toMatchObject({
      "Cache-Control": immutableCache,
      "X-Robots-Tag": "noindex",
    });
    const pages = [
      "/",
      "/projects",
      "/projects/",
      "/project/entelo",
      "/project/unknown",
      "/404.html",
      "/__spa-fallback.html",
    ];
    for (const page of pages) {
      expect(headersForPath(rules, page)["Cache-Control"], page).toBe(revalidateCache);
    }
  });

  it("list every case study, known or not, under one pattern, and no other page twice", () => {
    const patterns = pagePathPatterns();
    expect(patterns.filter((pattern) => pattern.startsWith("/project/"))).toEqual(["/project/*"]);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("join a header repeated by two matching rules with a comma, as Netlify and Cloudflare do", () => {
    const overlapping = parseHeadersFile("/*\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n");
    expect(headersForPath(overlapping, "/assets/a.js")["Cache-Control"]).toBe("no-cache, immutable");
  });

  it("refuse a header line with no path above it", () => {
    expect(() => parseHeadersFile("  X-Frame-Options: DENY\n")).toThrow(/not a header under a path/);
  });
});
