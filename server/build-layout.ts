import { readdirSync } from "node:fs";
import path from "node:path";

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

export const clientDir = path.resolve(import.meta.dirname, "../build/client");
export const notFoundFile = path.join(clientDir, "404.html");
export const spaFallbackFile = path.join(clientDir, "__spa-fallback.html");
export function vaultFilePaths(): string[] {
  const [buildId = ""] = readdirSync(path.join(clientDir, "vault"));
  return readdirSync(path.join(clientDir, "vault", buildId)).map((file) => `/vault/${buildId}/${file}`);
}

export const headersFile = path.join(clientDir, "_headers");
export const redirectsFile = path.join(clientDir, "_redirects");

/** Matched on the raw path, so a malformed escape cannot throw; unknown ids get the app shell, which redirects. */
const clientRoute = /^\/(projects|project\/[^/]+)\/?$/;

/** As a host's path pattern: /projects itself is always a prerendered file. */
export const appShellRoutes = "/project/*";

export function isClientRoute(pathname: string): boolean {
  return clientRoute.test(pathname);
}
