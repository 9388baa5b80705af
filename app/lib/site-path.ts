/**
 * An address on this site, such as "/projects" or "/favicon.svg", wherever
 * the site is published: under a BASE_PATH it moves with the rest of the site.
 */
export function sitePath(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, "")}`;
}
