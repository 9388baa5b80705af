// The browser matches its address with these too, so this imports nothing: docs/decisions/018-site-shape.md

export const homePath = "/";
/** Rendered through the catch-all route; pipeline/finalize-build.ts moves it to 404.html. */
export const notFoundPath = "/404";
export const gridPath = "/projects";
const studyPrefix = "/project/";
/** The browser's icons: files of public/ that every page names, which the content check requires. */
export const browserIcons = [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
] as const;
export const vaultPrefix = "/vault/";

/** A case study's page; the id is its folder's name, and links already sent name it. */
export function studyPath(id: string): string {
  return `${studyPrefix}${id}`;
}

export const routePatterns = { grid: gridPath.slice(1), study: studyPath(":id").slice(1) } as const;

/** As a host's path pattern: every study, known or not, gets the app shell; the grid is always a prerendered file. */
export const appShellRoutes = `${studyPrefix}*`;

export function privatePages(studyIds: readonly string[]): string[] {
  return [gridPath, ...studyIds.map(studyPath)];
}

export function sitePages(studyIds: readonly string[]): string[] {
  return [homePath, notFoundPath, ...privatePages(studyIds)];
}

export const privatePrefixes = [gridPath, studyPrefix, vaultPrefix] as const;

function asSitePath(pathname: string): string {
  return `/${pathname.replace(/^\/|\/$/g, "")}`;
}

export function studyIdOf(pathname: string): string | undefined {
  const sitePath = asSitePath(pathname);
  const id = sitePath.startsWith(studyPrefix) ? sitePath.slice(studyPrefix.length) : "";
  return id !== "" && !id.includes("/") ? id : undefined;
}

export function isPrivatePage(pathname: string): boolean {
  return asSitePath(pathname) === gridPath || studyIdOf(pathname) !== undefined;
}
