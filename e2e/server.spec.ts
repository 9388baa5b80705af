import { vaultFilePaths } from "../site/build-layout";
import { securityHeaders } from "../site/header-rules";
import { expect, test } from "./fixtures";
import { type NpmStartServer, startNpmStartServer } from "./npm-start";
import { rawGet, rawRequest } from "./raw-get";

const [vaultFile = ""] = vaultFilePaths();
const paths = ["/", "/projects", "/assets/", "/favicon.svg", vaultFile, "/no-such-page"];

test.describe("npm start's server", () => {
  let server: NpmStartServer;
  test.beforeAll(async () => (server = await startNpmStartServer()));
  test.afterAll(() => server.stop());

  test("answers a malformed or unsatisfiable Range with the whole file, and logs nothing", async () => {
    for (const range of ["bytes=5-1", "bytes=999999-", "bytes=abc", "bytes=-0", "bytes=0-1,5-1", "items=0-1"]) {
      for (const pathname of paths) {
        const whole = await fetch(server.origin + pathname);
        const ranged = await fetch(server.origin + pathname, { headers: { Range: range } });
        expect([200, 404], `${range} on ${pathname}`).toContain(ranged.status);
        expect(ranged.status, `${range} on ${pathname}`).toBe(whole.status);
        expect(await ranged.text(), `${range} on ${pathname}`).toBe(await whole.text());
      }
    }
    expect(server.log()).not.toMatch(/Error|\n\s+at /);
  });

  test("allows only GET and HEAD, answering anything else 405 with Allow", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const pathname of ["/", "/projects", vaultFile, "/no-such-page"]) {
        const response = await fetch(server.origin + pathname, { method });
        expect(response.status, `${method} ${pathname}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
        expect(response.headers.get("content-security-policy")).toBeTruthy();
      }
    }
    expect((await fetch(`${server.origin}/`, { method: "HEAD" })).status).toBe(200);
  });

  test("answers a request for the server as a whole, OPTIONS * or GET *, with the security headers", async () => {
    const missing = await rawGet(server.origin, "/no-such-page");
    const names = Object.keys(securityHeaders("")).map((name) => name.toLowerCase());
    for (const method of ["OPTIONS", "GET"]) {
      const { status, headers } = await rawRequest(server.origin, "*", method);
      expect(status, method).toBe(method === "GET" ? 404 : 405);
      for (const name of names) {
        expect(headers[name], `${method} *: ${name}`).toBeTruthy();
        expect(headers[name], `${method} *: ${name}`).toBe(missing.headers[name]);
      }
    }
  });

  test("keeps the static hosts' instruction files to itself, however their path is spelt", async () => {
    for (const pathname of [
      "/_headers",
      "/_redirects",
      "/%5Fheaders",
      "/%5fredirects",
      "/_headers/",
      "/%5F%68eaders",
    ]) {
      expect((await fetch(server.origin + pathname)).status, pathname).toBe(404);
    }
    // fetch resolves dot segments before sending; a script sends them as written.
    for (const pathname of ["/assets/../_headers", "/assets/%2e%2e/_redirects", "//_headers"]) {
      expect((await rawGet(server.origin, pathname)).status, pathname).toBe(404);
    }
  });

  test("gives ETags that say nothing of when a file was written: vault files share one time", async () => {
    const times = new Set<string>();
    for (const pathname of vaultFilePaths()) {
      const etag = (await fetch(server.origin + pathname, { method: "HEAD" })).headers.get("etag") ?? "";
      const [, time] = /^W\/"\d+-(\d+)"$/.exec(etag) ?? [];
      expect(time, `${pathname}: ${etag}`).toBeDefined();
      times.add(time ?? "");
    }
    expect(times.size).toBe(1);
    for (const pathname of ["/", "/projects", "/favicon.svg"]) {
      const lastModified = (await fetch(server.origin + pathname)).headers.get("last-modified") ?? "";
      expect(new Date(lastModified).getUTCFullYear(), pathname).toBe(2000);
    }
  });

  test("revalidates a page by its ETag", async () => {
    const first = await fetch(`${server.origin}/projects`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await fetch(`${server.origin}/projects`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});
