import type { Plugin } from "vite";
import { forgetPublicContent, importWithVite, isContentFile, loadPublicContent } from "./content.ts";

// Content runs (and validates) in Node, so a broken file stops the build and zod never ships to visitors.
export function contentAsData(): Plugin {
  return {
    name: "portfolio:content-as-data",
    enforce: "pre",
    async load(id) {
      if (this.environment.config.consumer !== "client") return;
      const file = id.split("?")[0] ?? id;
      if (!isContentFile(file)) return;
      this.addWatchFile(file);
      const module = (await loadPublicContent(importWithVite)).modules.get(file) ?? {};
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
        .join("\n");
    },
    watchChange(id) {
      if (isContentFile(id)) forgetPublicContent();
    },
  };
}
