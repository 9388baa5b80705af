import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { heldAppModuleAttribute, heldAppPreloadsAttribute, holdsAppAttribute } from "../../app/boot/contract";
import { inlineScripts, measurePage, scriptsLoadedWithPage, total, type BuiltSite } from "./measure";

const appPage = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-abc.js"/>
<link rel="modulepreload" href="/base/assets/home-def.js"/>
<link rel="stylesheet" href="/assets/root-123.css"/>
<script type="application/ld+json">{"@type":"Person"}</script>
</head><body><script>window.ctx = {};</script>
<script type="module">import "/assets/manifest-1.js"; import * as r from "/assets/root-2.js";</script></body></html>`;

const incompressible = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes)));

async function siteWith(files: Record<string, string | Buffer>, manifest: object = {}): Promise<BuiltSite> {
  const dir = await mkdtemp(path.join(tmpdir(), "budgets-"));
  await mkdir(path.join(dir, "client/assets"), { recursive: true });
  for (const [file, body] of Object.entries(files)) await writeFile(path.join(dir, "client", file), body);
  await writeFile(path.join(dir, "vite-manifest.json"), JSON.stringify(manifest));
  return { clientDir: path.join(dir, "client"), manifestFile: path.join(dir, "vite-manifest.json") };
}

describe("size budgets", () => {
  it("count every script a page loads as it loads, once each, under a sub-path too", async () => {
    expect(await scriptsLoadedWithPage(appPage)).toEqual([
      "/assets/entry.client-abc.js",
      "/assets/home-def.js",
      "/assets/manifest-1.js",
      "/assets/root-2.js",
    ]);
  });

  it("count the inline scripts that run, not data and not the app a gate page holds back", async () => {
    const held = `<script ${holdsAppAttribute}="" ${heldAppPreloadsAttribute}="[&quot;/assets/a.js&quot;]">start()</script>
<script type="text/plain" ${heldAppModuleAttribute}="">import "/assets/b.js";</script>`;
    expect(inlineScripts(appPage + held)).toEqual([
      "window.ctx = {};",
      'import "/assets/manifest-1.js"; import * as r from "/assets/root-2.js";',
      "start()",
    ]);
    expect(await scriptsLoadedWithPage(held)).toEqual([]);
  });

  it("weigh the framework on a page's first view when it loads there", async () => {
    const site = await siteWith({
      "assets/entry.client-abc.js": incompressible(50_000),
      "assets/home-def.js": "export const a = 1;".repeat(1000),
      "assets/manifest-1.js": "window.m = {};",
      "assets/root-2.js": "export default 1;",
      "assets/root-123.css": "body{color:red}",
      "index.html": appPage,
    });
    const weight = await measurePage(site, "index.html");
    expect(total(weight.firstViewJs)).toBeGreaterThan(50_000);
    expect(total(weight.firstViewJs)).toBeLessThan(52_500);
    expect(weight.css).toHaveLength(1);
  });

  it("weigh an islands page's code on the first intent only, with everything its islands import", async () => {
    const site = await siteWith(
      {
        "assets/islands-1.js": "export function hydrateIsland(){}",
        "assets/react-2.js": incompressible(30_000),
        "assets/menu.island-3.js": "export default 1;",
        "assets/icons-4.js": incompressible(5_000),
        "index.html": `<html><head><style>body{color:red}</style></head><body><script data-runtime="/assets/islands-1.js">boot()</script></body></html>`,
      },
      {
        "app/boot/islands/hydrate.tsx": { file: "assets/islands-1.js", imports: ["_react-2.js"] },
        "_react-2.js": { file: "assets/react-2.js" },
        "app/boot/islands/menu.island.tsx": { file: "assets/menu.island-3.js", imports: ["_icons-4.js"] },
        "_icons-4.js": { file: "assets/icons-4.js" },
        "app/routes/home.tsx": { file: "assets/home-5.js" },
      },
    );
    const weight = await measurePage(site, "index.html");
    expect(total(weight.firstViewJs)).toBeLessThan(100);
    expect(weight.onIntentJs.map((size) => size.file).sort()).toEqual([
      "/assets/icons-4.js",
      "/assets/islands-1.js",
      "/assets/menu.island-3.js",
      "/assets/react-2.js",
    ]);
    expect(total(weight.onIntentJs)).toBeGreaterThan(35_000);
    expect(weight.css).toEqual([{ file: "inline stylesheet 1", gzipBytes: expect.any(Number) }]);
  });
});
