import type { PublicContent } from "./content/load-content.ts";

export function collectStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value instanceof Map) return [...value.values()].flatMap(collectStrings);
  if (typeof value === "object" && value !== null && !(value instanceof Uint8Array)) {
    return Object.values(value).flatMap(collectStrings);
  }
  return [];
}

export function publishedStrings({ site, landing, featuredProjects, access, projectIds }: PublicContent): string[] {
  return [...collectStrings([site, landing, featuredProjects, access]), ...projectIds];
}
