import { readFileSync } from "node:fs";
import { prerenderPaths } from "../react-router.config";
import { notFoundPath } from "../site/routes";
import { headersFile, vaultFilePaths } from "../site/build-layout";
import { headersForPath, parseHeadersFile } from "../site/header-rules";
import { expect, test } from "./fixtures";
import { someStudy } from "./private-content";

const declared = parseHeadersFile(readFileSync(headersFile, "utf8"));
const [vaultFile = ""] = vaultFilePaths();

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

test.describe("security headers", () => {
  test("npm start sends every header the build declared for static hosts, for pages, files and the vault", async ({
    request,
  }) => {
    // The gate pages name the app's scripts (in their boot script, which starts the app when needed).
    const html = await (await request.get("/projects")).text();
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0] ?? "";
    const paths = ["/", "/projects", `/project/${someStudy}`, "/project/no-such-id", "/404.html", script, vaultFile];
    for (const pathname of paths) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(200);
      const expected = headersForPath(declared, pathname);
      expect(Object.keys(expected)).toContain("Content-Security-Policy");
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers()[name.toLowerCase()], `${name} of ${pathname}`).toBe(value);
      }
    }
    const pageCache = (await request.get("/projects")).headers()["cache-control"];
    expect(pageCache).toBe("no-cache");
    expect((await request.get(script)).headers()["cache-control"]).toContain("immutable");
  });

  test("a vault file gets the vault's headers however its path is spelt", async ({ request }) => {
    const header = vaultFilePaths().find((file) => file.endsWith("/header.json")) ?? "";
    const expected = headersForPath(declared, header);
    expect(expected["X-Robots-Tag"]).toBeDefined();
    for (const spelling of [
      header,
      header.replace("/vault/", "/%76ault/"),
      header.replace("/vault/", "/v%61ult/"),
      `${header}/`,
    ]) {
      const response = await request.get(spelling);
      expect(response.status(), spelling).toBe(200);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers()[name.toLowerCase()], `${name} of ${spelling}`).toBe(value);
      }
    }
  });

  test("a missing page or vault file is a 404 that no cache keeps, with the security headers", async ({ request }) => {
    for (const pathname of ["/no-such-page", "/vault/no-such-build/file.bin"]) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(404);
      expect(response.headers()["cache-control"], pathname).toBe("no-cache");
      expect(response.headers()["content-security-policy"], pathname).toBe(
        headersForPath(declared, pathname)["Content-Security-Policy"],
      );
    }
  });

  test("the policy allows scripts only from the site and by hash, and forbids framing, plugins and <base>", async ({
    request,
  }) => {
    const policy = directives((await request.get("/")).headers()["content-security-policy"] ?? "");
    expect(policy.get("script-src")?.[0]).toBe("'self'");
    expect(
      policy
        .get("script-src")
        ?.slice(1)
        .every((source) => source.startsWith("'sha256-")),
    ).toBe(true);
    // Only what no directive names, such as a prefetch of one of the site's pages.
    expect(policy.get("default-src")).toEqual(["'self'"]);
    for (const shut of ["media-src", "frame-src", "worker-src", "child-src"])
      expect(policy.get(shut)).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "blob:", "data:"]);
  });

  test("every page carries its own policy first in <head>, for hosts that send no headers", async ({ request }) => {
    const header = directives((await request.get("/")).headers()["content-security-policy"] ?? "");
    const pages = [...prerenderPaths.filter((page) => page !== notFoundPath), "/404.html", "/__spa-fallback.html"];
    for (const page of pages) {
      const html = await (await request.get(page)).text();
      const meta =
        /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
      expect(meta, page).not.toBeNull();
      const own = directives(meta?.[1] ?? "");
      expect(own.has("frame-ancestors"), `${page}: frame-ancestors is ignored in <meta>`).toBe(false);
      // Both policies are enforced: the site-wide header must allow everything each page runs.
      for (const source of own.get("script-src") ?? []) expect(header.get("script-src"), page).toContain(source);
    }
  });
});

test("a script injected into the page does not run, and the policy reports it", async ({ page, health }) => {
  health.expectedCspViolations.push(/^script-src-elem blocked inline$/);
  health.expectedConsoleErrors.push(/Content Security Policy/);
  await page.goto("/", { waitUntil: "networkidle" });
  const ran = await page.evaluate(() => {
    const injected = document.createElement("script");
    injected.textContent = "document.documentElement.dataset.injected = 'ran';";
    // An inline script runs as it is inserted, or never.
    document.body.append(injected);
    return document.documentElement.dataset.injected === "ran";
  });
  expect(ran).toBe(false);
  await expect.poll(() => health.cspViolations).toContain("script-src-elem blocked inline");
});
