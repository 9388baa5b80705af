/**
 * The address of a file from public/, such as "/favicon.svg", wherever the
 * site is published: under a BASE_PATH it moves with the rest of the site.
 */
export function siteFile(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\//, "")}`;
}
