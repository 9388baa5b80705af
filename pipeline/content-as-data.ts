import path from "node:path";
import type { Plugin } from "vite";
import { vaultOutlines } from "../content/schema/outline.ts";
import { forgetContent, loadContent } from "./content/load-content.ts";
import { repoRoot } from "../site/repo-root.ts";
import { resolveViews } from "../views/build/views-config.ts";

const publicModule = path.join(repoRoot, "content/public.ts");
const outlineModule = path.join(repoRoot, "content/schema/outline.ts");
const contentFolder = path.join(repoRoot, "content") + path.sep;
const isContentFile = (file: string) => file.startsWith(contentFolder) && !/\.tsx?$/.test(file);

const asData = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
    .join("\n");

// Content is read and checked in Node, so a broken file stops the build and neither zod nor YAML ships to visitors.
export function contentAsData(): Plugin {
  return {
    name: "portfolio:content-as-data",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (file === outlineModule) return asData({ vaultOutlines });
      if (file !== publicModule) return;
      const { site, landing, featuredProjects, access: words, projectIds } = loadContent();
      // Shown only with views on: without them the sentence would be bytes every page's script carries for nothing.
      const access = resolveViews(process.env) ? words : { ...words, viewsNotice: "" };
      return asData({ site, landing, featuredProjects, access, projectIds });
    },
    // In dev, a saved document (by hand or by `npm run edit`) is read again and the page reloads with it.
    hotUpdate({ file, modules }) {
      if (!isContentFile(file)) return;
      forgetContent();
      const content = this.environment.moduleGraph.getModuleById(publicModule);
      if (this.environment.name !== "client") return content ? [...modules, content] : modules;
      if (content) this.environment.moduleGraph.invalidateModule(content);
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}
