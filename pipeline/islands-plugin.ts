import { copyFile, readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { repoRoot } from "../site/repo-root.ts";

export const islandsRuntime = path.join(repoRoot, "app/boot/islands/hydrate.tsx");
const islandComponent = path.join(repoRoot, "app/boot/islands/island.tsx");
const virtualId = "virtual:islands-runtime";
const resolvedId = `\0${virtualId}`;
// A static page has no <Scripts /> to load React Router's fast-refresh preamble, so the dev runtime imports it first.
const devRuntimeId = "virtual:islands-dev-runtime";

// The runtime is a client-build entry of its own so it shares React's chunk (docs/decisions/008-*). The browser gets an
// empty Island: static pages render only at build time, and a second user would bundle each island's code as shared.
export function islandsPlugin(): Plugin {
  let config: ResolvedConfig;
  const manifestKey = path.relative(repoRoot, islandsRuntime);
  return {
    name: "portfolio:islands",
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.command === "build" && this.environment.name === "client") {
        this.emitFile({ type: "chunk", id: islandsRuntime, name: "islands" });
      }
    },
    // Beside client/ (buildLayout's viteManifestFile), for the size budgets: React Router deletes the served copy.
    async writeBundle({ dir }) {
      if (config.command !== "build" || this.environment.name !== "client" || !dir) return;
      await copyFile(path.join(dir, ".vite/manifest.json"), path.join(dir, "..", "vite-manifest.json"));
    },
    resolveId(id) {
      if (id === virtualId) return resolvedId;
      if (id === devRuntimeId) return `\0${devRuntimeId}`;
    },
    async load(id) {
      if (id === islandComponent && config.command === "build" && this.environment.config.consumer === "client") {
        return "export function Island() { return null; }";
      }
      if (id === `\0${devRuntimeId}`) {
        return `import "virtual:react-router/inject-hmr-runtime";\nexport * from ${JSON.stringify(islandsRuntime)};`;
      }
      if (id !== resolvedId) return;
      if (config.command === "serve") return exportUrl(`${config.base}@id/__x00__${devRuntimeId}`);
      // Only prerendering writes the address; the client's own copy of a static page never runs.
      if (this.environment.name === "client") return exportUrl("");
      const clientOutDir = path.resolve(config.root, config.environments.client?.build.outDir ?? "build/client");
      const manifest: unknown = JSON.parse(await readFile(path.join(clientOutDir, ".vite/manifest.json"), "utf8"));
      const file = isRecord(manifest) && isRecord(manifest[manifestKey]) ? manifest[manifestKey].file : undefined;
      if (typeof file !== "string") this.error(`The client build has no chunk for ${manifestKey}`);
      return exportUrl(`${config.base}${file}`);
    },
  };
}

function exportUrl(url: string): string {
  return `export default ${JSON.stringify(url)};`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
