import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The address the site lives under: "/" at a domain's root, or a sub-path such
 * as "/portfolio/" for a GitHub Pages project site, from BASE_PATH. The build
 * prefixes every address with it, and npm start serves the site there.
 */
export const basePath = normaliseBasePath(process.env.BASE_PATH);

export function normaliseBasePath(value = "/"): string {
  const segments = value.trim().replace(/^\/+|\/+$/g, "");
  if (segments === "") return "/";
  if (!/^[\w.~-]+(\/[\w.~-]+)*$/.test(segments)) {
    throw new Error(`BASE_PATH "${value}" should be a path such as /portfolio/: letters, digits, . _ ~ - and slashes`);
  }
  return `/${segments}/`;
}

/** Where `npm run build` leaves the site; shared by the build steps, the server and the tests. */
export const clientDir = path.resolve(import.meta.dirname, "../build/client");
export const notFoundFile = path.join(clientDir, "404.html");
export const spaFallbackFile = path.join(clientDir, "__spa-fallback.html");
/** The addresses of the current build's vault files (one build id folder per build). */
export function vaultFilePaths(): string[] {
  const [buildId = ""] = readdirSync(path.join(clientDir, "vault"));
  return readdirSync(path.join(clientDir, "vault", buildId)).map((file) => `/vault/${buildId}/${file}`);
}

/** The headers of every response, in the format Netlify and Cloudflare Pages read; npm start reads it too. */
export const headersFile = path.join(clientDir, "_headers");
export const redirectsFile = path.join(clientDir, "_redirects");

/**
 * The app's own routes. Known ones are prerendered files; any other
 * /project/<id> gets the app shell, which redirects to /projects (spec §2).
 * Matched on the raw path, so a malformed escape cannot throw here.
 */
const clientRoute = /^\/(projects|project\/[^/]+)\/?$/;

/** The same addresses as a static host's path pattern: /projects itself is always a prerendered file. */
export const appShellRoutes = "/project/*";

export function isClientRoute(pathname: string): boolean {
  return clientRoute.test(pathname);
}
