import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  unhashableScripts,
  withPolicyMeta,
} from "./content-security-policy.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script and skips scripts loaded from a file", () => {
    const html =
      '<head><script>window.a = 1;</script><script type="module" async="">import "/x.js";\n</script>' +
      '<script src="/assets/entry.js"></script><script type="module" src="/y.js"></script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256("window.a = 1;"), sha256('import "/x.js";\n')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and the listed hashes only, never inline or eval", () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("shuts every kind of fetch the site does not make, leaving default-src only what no directive names", () => {
    const policy = contentSecurityPolicy([]);
    for (const directive of ["object-src", "media-src", "frame-src", "worker-src", "child-src"]) {
      expect(policy).toContain(`${directive} 'none'`);
    }
    expect(policy).toContain("default-src 'self';");
  });

  it("leaves frame-ancestors out of the <meta> copy, where browsers ignore it", () => {
    expect(contentSecurityPolicy([], { forMeta: true })).not.toContain("frame-ancestors");
  });
});

describe("unhashableScripts", () => {
  it("finds event-handler attributes and javascript: URLs", () => {
    expect(unhashableScripts('<img src="a.png" onerror="steal()"><a href="javascript:void 0">x</a>')).toEqual([
      "an onerror= attribute",
      "a javascript: URL",
    ]);
  });

  it("reads attributes as the browser does: after a quoted >, and a URL's scheme after a control character", () => {
    expect(unhashableScripts('<img alt="2 > 1" onerror="steal()"><a href="\x01javascript:steal()">x</a>')).toEqual([
      "an onerror= attribute",
      "a javascript: URL",
    ]);
  });

  it("passes ordinary markup, words that merely start with 'on' included", () => {
    expect(unhashableScripts('<p class="one">Online onboarding=fast</p><a href="/projects">Work</a>')).toEqual([]);
  });
});

describe("withPolicyMeta", () => {
  it("puts the policy first in <head>, before any script can run", () => {
    const html = withPolicyMeta(
      '<html lang="en"><head><meta charSet="utf-8"/><script>1</script>',
      "default-src 'none'",
    );
    expect(html).toBe(
      `<html lang="en"><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><meta charSet="utf-8"/><script>1</script>`,
    );
  });

  it("refuses a page without a <head>", () => {
    expect(() => withPolicyMeta("<p>hi</p>", "x")).toThrow(/no <head>/);
  });
});
