import { describe, expect, it } from "vitest";
import { canonicalPath, encodePath } from "./request-path.ts";

describe("canonicalPath", () => {
  it.each([
    ["/%5Fheaders", "/_headers"],
    ["/%5fredirects", "/_redirects"],
    ["/_headers/", "/_headers"],
    ["/_headers//", "/_headers"],
    ["/assets/../_headers", "/_headers"],
    ["/assets/%2e%2e/_headers", "/_headers"],
    ["/./vault//abc/./header.json", "/vault/abc/header.json"],
    ["/%76ault/abc/header.json", "/vault/abc/header.json"],
    ["/vault%2Fabc%2Fheader.json", "/vault/abc/header.json"],
    ["/../../etc/passwd", "/etc/passwd"],
    ["/projects/", "/projects"],
    ["/", "/"],
    ["//", "/"],
  ])("reads %s as %s", (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it.each(["/%E0%A4%A", "/%", "/%zz", "/a%00b", "*"])("finds no file at %s", (raw) => {
    expect(canonicalPath(raw)).toBeNull();
  });
});

describe("encodePath", () => {
  it("gives a path read back as itself, with nothing in it that would end the path", () => {
    for (const pathname of ["/vault/abc/header.json", "/100%", "/a b/ü", "/what?#"]) {
      expect(encodePath(pathname)).not.toMatch(/[?# ]/);
      expect(canonicalPath(encodePath(pathname))).toBe(pathname);
    }
    // As the file sender decodes it.
    expect(decodeURI(encodePath("/a b/ü"))).toBe("/a b/ü");
  });
});
