// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { heldAppModuleAttribute, holdsAppAttribute } from "../app/boot/contract";
import { holdBackAppScripts } from "./finalize-build";

const routeModules = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
const page = (boot: string) =>
  `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/>` +
  `<link rel="modulepreload" href="/assets/b&amp;c.js"/>${boot}</head>` +
  `<body><main></main><script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${routeModules}</script></body>`;

describe("holdBackAppScripts", () => {
  it("moves a holding page's module preloads into its boot script and makes the module script inert", () => {
    const held = holdBackAppScripts(page(`<script ${holdsAppAttribute}="">boot()</script>`));
    expect(held).not.toContain("modulepreload");
    expect(held).not.toContain('type="module"');
    expect(held).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(held).toContain(`<script type="text/plain" ${heldAppModuleAttribute}="">${routeModules}</script>`);
    const boot = new DOMParser().parseFromString(held, "text/html").querySelector(`[${holdsAppAttribute}]`);
    expect(JSON.parse(boot?.getAttribute("data-preloads") ?? "")).toEqual(["/assets/a.js", "/assets/b&c.js"]);
    expect(boot?.textContent).toBe("boot()");
  });

  it("leaves pages without the boot script as they are", () => {
    const other = page("");
    expect(holdBackAppScripts(other)).toBe(other);
  });

  it("fails the build when React Router's scripts are not where it expects them", () => {
    const changed = page(`<script ${holdsAppAttribute}="">boot()</script>`).replace('async=""', "");
    expect(() => holdBackAppScripts(changed)).toThrow(/not where expected/);
  });
});
