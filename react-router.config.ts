import type { Config } from "@react-router/dev/config";
import { projectIds } from "./content/public.ts";
import { basePath, buildDirectoryVariable } from "./site/build-layout.ts";
import { sitePages } from "./site/routes.ts";

// Gated routes prerender as gate shells holding public values only.
export const prerenderPaths = sitePages(projectIds);

export default {
  ssr: false,
  prerender: prerenderPaths,
  basename: basePath,
  buildDirectory: process.env[buildDirectoryVariable] ?? "build",
} satisfies Config;
