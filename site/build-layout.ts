import { readdirSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./repo-root.ts";
import { appShellRoutes, vaultPrefix } from "./routes.ts";

/** "/" at a domain's root, or a sub-path such as "/portfolio/" for a GitHub Pages project site. */
export const basePath = normaliseBasePath(process.env.BASE_PATH);

export function normaliseBasePath(value = "/"): string {
  const segments = value.trim().replace(/^\/+|\/+$/g, "");
  if (segments === "") return "/";
  if (!/^[\w.~-]+(\/[\w.~-]+)*$/.test(segments)) {
    throw new Error(`BASE_PATH "${value}" should be a path such as /portfolio/: letters, digits, . _ ~ - and slashes`);
  }
  return `/${segments}/`;
}

/** `build/` links to the last complete build in `.builds/`: docs/decisions/002-production-server.md */
export const buildDir = path.join(repoRoot, "build");
export const buildsDir = path.join(repoRoot, ".builds");

/** Set by the build for React Router, so its output goes into the build's own folder. */
export const buildDirectoryVariable = "PORTFOLIO_BUILD_DIRECTORY";

export function buildLayout(root: string) {
  const clientDir = path.join(root, "client");
  return {
    root,
    clientDir,
    notFoundFile: path.join(clientDir, "404.html"),
    spaFallbackFile: path.join(clientDir, "__spa-fallback.html"),
    headersFile: path.join(clientDir, "_headers"),
    redirectsFile: path.join(clientDir, "_redirects"),
    // The rest lie beside client/, so no host serves them.
    headerPolicyFile: path.join(root, "content-security-policy.txt"),
    nginxConfigFile: path.join(root, "hosts", "nginx.conf"),
    viewsFile: path.join(root, "views.json"),
    /** Vite's manifest of the client's chunks, kept for the size budgets: React Router removes the served copy. */
    viteManifestFile: path.join(root, "vite-manifest.json"),
    demoFile: path.join(root, "demo.txt"),
    recipientCountFile: path.join(root, "recipient-count.txt"),
    serverFile: path.join(root, "server.cjs"),
  };
}

export type BuildLayout = ReturnType<typeof buildLayout>;

/** How npm start answers an address no file has; every host's files reproduce it (pipeline/site-policy/). */
export type SiteRouting = {
  /** The address pattern of the app's own client routes left unprerendered: every case study address. */
  appShellRoutes: string;
  spaFallback: string;
  notFound: string;
};

const anyBuild = buildLayout("");
const served = (file: string) => `/${path.relative(anyBuild.clientDir, file)}`;
export const siteRouting: SiteRouting = {
  appShellRoutes,
  spaFallback: served(anyBuild.spaFallbackFile),
  notFound: served(anyBuild.notFoundFile),
};

export const { clientDir, notFoundFile, headersFile, viteManifestFile } = buildLayout(buildDir);

export function vaultFilePaths(): string[] {
  const [buildId = ""] = readdirSync(path.join(clientDir, "vault"));
  return readdirSync(path.join(clientDir, "vault", buildId)).map((file) => `${vaultPrefix}${buildId}/${file}`);
}
