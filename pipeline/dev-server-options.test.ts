import { readdirSync } from "node:fs";
import path from "node:path";
import { isFileLoadingAllowed, normalizePath, resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { studiesFolder } from "./content/load-content.ts";
import { repoRoot } from "../site/repo-root.ts";
import { devServerAccess, namedFiles } from "./dev-server-options.ts";

const served = async () => {
  const config = await resolveConfig({ configFile: false, logLevel: "silent", plugins: [devServerAccess()] }, "serve");
  return (file: string) => isFileLoadingAllowed(config, normalizePath(path.join(repoRoot, file)));
};
const [study = ""] = readdirSync(path.join(repoRoot, studiesFolder));

describe("the dev server's allow list", () => {
  it("lets a page load the app, the views' reporter, the content's code, public/ and the dependencies", async () => {
    const allowed = await served();
    for (const file of [
      "app/root.tsx",
      "site/routes.ts",
      "views/browser/view-report.ts",
      "content/public.ts",
      "content/schema/vault.ts",
      "public/favicon.svg",
      "node_modules/react/index.js",
      "node_modules/.vite/deps/react.js",
    ]) {
      expect(allowed(file), file).toBe(true);
    }
  });

  it("leaves out every private file of the repository, and what Vite denies inside the allowed folders", async () => {
    const allowed = await served();
    for (const file of [
      "build/views.json",
      ".data/views.sqlite",
      "views/store/store.ts",
      "content/recipients.yaml",
      ".env",
      `${studiesFolder}/${study}/index.md`,
      "node_modules/.cache/portfolio-images/0.avif",
      "package.json",
      "app/.env",
    ]) {
      expect(allowed(file), file).toBe(false);
    }
  });
});

describe("the files an address names", () => {
  const root = "/home/owner/portfolio";
  const names = (url: string, base = "/") => namedFiles(url, { root, base });

  it("reads an address as written, decoded, under the base, and after /@fs/ or /@id/", () => {
    expect(names("/build/views%2ejson?raw")).toContain(`${root}/build/views.json`);
    expect(names(`/@fs${root}/.data/views.sqlite?import`)).toContain(`${root}/.data/views.sqlite`);
    expect(names(`/@id/${root}/content/recipients.yaml`)).toContain(`${root}/content/recipients.yaml`);
    expect(names("/portfolio/content/recipients.yaml", "/portfolio/")).toContain(`${root}/content/recipients.yaml`);
    expect(names(`/%40fs${root}/.env`)).toContain(`${root}/.env`);
    expect(names(`//${root}/.env#/x`)).toContain(`${root}/.env`);
    expect(names("/app/%2e%2e/content%2Frecipients.yaml")).toContain(`${root}/content/recipients.yaml`);
  });

  it("refuses what is not an address", () => {
    expect(() => names("/%E0%A4%A")).toThrow(URIError);
  });
});
