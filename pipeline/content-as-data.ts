import path from "node:path";
import type { Plugin } from "vite";
import { forgetContent, loadContent, repoRoot } from "./content/load-content.ts";

const publicModule = path.join(repoRoot, "content/public.ts");
const contentFolder = path.join(repoRoot, "content") + path.sep;

// Content is read and checked in Node, so a broken file stops the build and neither zod nor YAML ships to visitors.
export function contentAsData(): Plugin {
  return {
    name: "portfolio:content-as-data",
    enforce: "pre",
    load(id) {
      if ((id.split("?")[0] ?? id) !== publicModule) return;
      const { site, landing, featuredProjects, access, projectIds } = loadContent();
      return Object.entries({ site, landing, featuredProjects, access, projectIds })
        .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
        .join("\n");
    },
    watchChange(id) {
      if (id.startsWith(contentFolder)) forgetContent();
    },
  };
}
