import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteRouting as routing } from "../../site/build-layout.ts";
import { headersForPath, siteHeaderRules } from "../../site/header-rules.ts";
import { vercelConfig, vercelConfigFile } from "./apply-site-policy.ts";
import { renderNginxConfig, renderRedirectsFile, renderVercelConfig } from "./host-configs.ts";

const rules = siteHeaderRules("default-src 'none'; script-src 'self' 'sha256-abc'");

type ParsedVercelConfig = {
  outputDirectory: string;
  rewrites: { source: string; destination: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
const parseVercelConfig = (text: string) => JSON.parse(text) as ParsedVercelConfig;

/** nginx's locations, each with its headers and try_files, read back from the generated text. */
function nginxLocations(config: string) {
  return [...config.matchAll(/location (\S+) \{\n([\s\S]*?)\n\}/g)].map(([, match = "", body = ""]) => ({
    match,
    headers: Object.fromEntries(
      [...body.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map(([, name, value = ""]) => [
        name,
        value.replaceAll('\\"', '"'),
      ]),
    ),
    tryFiles: /try_files (.+);/.exec(body)?.[1],
  }));
}

describe("_redirects (Netlify, Cloudflare Pages)", () => {
  it("answers a missing vault file with a real 404 before the app shell takes unknown case studies", () => {
    const lines = renderRedirectsFile(routing)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(/\s+/));
    expect(lines).toEqual([
      ["/vault/*", "/404.html", "404"],
      ["/project/*", "/__spa-fallback.html", "200"],
    ]);
  });
});

describe("nginx include", () => {
  const config = renderNginxConfig(rules, routing);
  const locations = nginxLocations(config);

  it("repeats every header of its paths in each location, since nginx does not inherit add_header", () => {
    expect(locations.map((location) => location.match)).toEqual(["/", "/assets/", "/vault/", "/project/"]);
    for (const location of locations) {
      const sample = location.match === "/" ? "/404.html" : location.match;
      expect(location.headers, location.match).toEqual(headersForPath(rules, sample));
      expect(location.headers["Content-Security-Policy"]).toBe("default-src 'none'; script-src 'self' 'sha256-abc'");
    }
    expect(locations.find((location) => location.match === "/vault/")?.headers["Cache-Control"]).toContain("immutable");
  });

  it("serves the app shell for unknown case studies, a real 404 for anything else missing, the vault included", () => {
    expect(config).toContain("error_page 404 /404.html;");
    const tryFiles = Object.fromEntries(locations.map((location) => [location.match, location.tryFiles]));
    expect(tryFiles["/vault/"]).toBe("$uri =404");
    expect(tryFiles["/assets/"]).toBe("$uri =404");
    expect(tryFiles["/project/"]).toBe("$uri $uri/index.html /__spa-fallback.html");
    expect(tryFiles["/"]).toMatch(/=404$/);
  });
});

describe("vercel.json", () => {
  it("is committed exactly as the build writes it (Vercel reads it before any build runs)", () => {
    expect(readFileSync(vercelConfigFile, "utf8"), "vercel.json is stale: run npm run build and commit it").toBe(
      vercelConfig(),
    );
  });

  it("rewrites unknown case studies to the app shell, never the vault, and sends the site's headers", () => {
    const config = parseVercelConfig(renderVercelConfig(rules, routing));
    expect(config.outputDirectory).toBe("build/client");
    expect(config.rewrites).toEqual([{ source: "/project/(.*)", destination: "/__spa-fallback.html" }]);
    const everywhere = config.headers.find((rule) => rule.source === "/(.*)")?.headers ?? [];
    expect(everywhere.map((header) => header.key)).toContain("Content-Security-Policy");
    expect(config.headers.find((rule) => rule.source === "/vault/(.*)")?.headers).toContainEqual({
      key: "X-Robots-Tag",
      value: "noindex",
    });
  });

  it("relies on each page's hashed <meta> policy: its header allows inline scripts, the only place it may", () => {
    const everywhere = parseVercelConfig(vercelConfig()).headers.find((rule) => rule.source === "/(.*)");
    const policy = everywhere?.headers.find((header) => header.key === "Content-Security-Policy")?.value;
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline';/);
  });
});
