import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assetsReferencedBy, measurePage, total } from "./measure";

const page = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-abc.js"/>
<link rel="modulepreload" href="/base/assets/home-def.js"/>
<link rel="stylesheet" href="/assets/root-123.css"/>
<link rel="icon" href="/favicon.svg"/>
</head><body><script type="module">import "/assets/manifest-1.js"; import("/assets/entry.client-abc.js");</script></body></html>`;

describe("size budgets", () => {
  it("finds every script and stylesheet a page loads, once each, under a sub-path too", () => {
    expect(assetsReferencedBy(page)).toEqual({
      js: ["/assets/entry.client-abc.js", "/assets/home-def.js", "/assets/manifest-1.js"],
      css: ["/assets/root-123.css"],
    });
  });

  it("weighs them gzipped, so a heavy dependency shows up in the page's total", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "budgets-"));
    await mkdir(path.join(dir, "assets"));
    const incompressible = Buffer.from(crypto.getRandomValues(new Uint8Array(50_000)));
    await writeFile(path.join(dir, "assets/entry.client-abc.js"), incompressible);
    await writeFile(path.join(dir, "assets/home-def.js"), "export const a = 1;".repeat(1000));
    await writeFile(path.join(dir, "assets/manifest-1.js"), "window.m = {};");
    await writeFile(path.join(dir, "assets/root-123.css"), "body{color:red}");
    await writeFile(path.join(dir, "index.html"), page);

    const weight = await measurePage(dir, "index.html");
    expect(total(weight.js)).toBeGreaterThan(50_000);
    expect(total(weight.js)).toBeLessThan(52_000);
    expect(weight.css).toHaveLength(1);
  });
});
