import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runnerImport } from "vite";
import type * as AccessModule from "../../content/access.ts";
import type * as FeaturedModule from "../../content/featured.ts";
import type * as LandingModule from "../../content/landing.ts";
import type * as ProjectIdsModule from "../../content/project-ids.ts";
import type * as SiteModule from "../../content/site.ts";

export const contentDir = path.resolve(import.meta.dirname, "../../content");
const codeFiles = new Set(["schema.ts", "parse-content.ts"]);

export function isContentFile(file: string): boolean {
  const name = path.basename(file);
  return (
    path.dirname(file) === contentDir && name.endsWith(".ts") && !name.endsWith(".test.ts") && !codeFiles.has(name)
  );
}

// Each file validates itself with zod as it loads. Vite's runner serves the framework build and dev server (no tsx).
export type ModuleImporter = <Module>(file: string) => Promise<Module>;
export const importWithNode: ModuleImporter = (file) => import(pathToFileURL(file).href);
export const importWithVite: ModuleImporter = async <Module>(file: string) =>
  (await runnerImport<Module>(file, { configFile: false, logLevel: "silent" })).module;

export type PublicContent = {
  site: typeof SiteModule.site;
  landing: typeof LandingModule.landing;
  featuredProjects: typeof FeaturedModule.featuredProjects;
  access: typeof AccessModule.access;
  projectIds: typeof ProjectIdsModule.projectIds;
  modules: ReadonlyMap<string, Record<string, unknown>>;
};

const loaded = new Map<ModuleImporter, Promise<PublicContent>>();

// The build's one reader of public content, so each process loads each file once.
export function loadPublicContent(importModule: ModuleImporter = importWithNode): Promise<PublicContent> {
  let content = loaded.get(importModule);
  if (!content) {
    content = importPublicContent(importModule);
    loaded.set(importModule, content);
    content.catch(() => loaded.delete(importModule));
  }
  return content;
}

export function forgetPublicContent(): void {
  loaded.clear();
}

async function importPublicContent(importModule: ModuleImporter): Promise<PublicContent> {
  const modules = new Map<string, Record<string, unknown>>();
  const load = async <Module extends object>(name: string): Promise<Module> => {
    const file = path.join(contentDir, name);
    const module = await importModule<Module>(file);
    modules.set(file, Object.fromEntries(Object.entries(module)));
    return module;
  };
  const [{ site }, { landing }, { featuredProjects }, { access }, { projectIds }] = await Promise.all([
    load<typeof SiteModule>("site.ts"),
    load<typeof LandingModule>("landing.ts"),
    load<typeof FeaturedModule>("featured.ts"),
    load<typeof AccessModule>("access.ts"),
    load<typeof ProjectIdsModule>("project-ids.ts"),
  ]);
  // A content file added later reaches the browser bundle without a change here.
  for (const name of await readdir(contentDir)) {
    if (isContentFile(path.join(contentDir, name)) && !modules.has(path.join(contentDir, name))) await load(name);
  }
  return { site, landing, featuredProjects, access, projectIds, modules };
}
