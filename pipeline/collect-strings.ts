import type { PublicContent } from "./content/load-content.ts";

/** Every string inside a value, however deeply nested: the leak scan's raw material. */
export function collectStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value instanceof Map) return [...value.values()].flatMap(collectStrings);
  if (typeof value === "object" && value !== null && !(value instanceof Uint8Array)) {
    return Object.values(value).flatMap(collectStrings);
  }
  return [];
}

/** Every word the owner publishes: the public files' strings, and each study's address. */
export function publishedStrings({ site, landing, featuredProjects, access, projectIds }: PublicContent): string[] {
  return [...collectStrings([site, landing, featuredProjects, access]), ...projectIds];
}
