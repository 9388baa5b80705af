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

/** An authored image reference: `{ file, alt }` under content/private/images/. */
function isImageReference(value: unknown): value is { file: string; alt: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.keys(value).sort().join(",") === "alt,file" &&
    typeof (value as { file: unknown }).file === "string"
  );
}

/** Every image reference inside a record, however deeply nested. */
export function collectImages(value: unknown): { file: string; alt: string }[] {
  if (isImageReference(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(collectImages);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(collectImages);
  return [];
}

/** A copy of `value` with every image reference replaced by what `replace` returns for it. */
export async function replaceImages(
  value: unknown,
  replace: (image: { file: string; alt: string }) => Promise<unknown>,
): Promise<unknown> {
  if (isImageReference(value)) return replace(value);
  if (Array.isArray(value)) return Promise.all(value.map((item) => replaceImages(item, replace)));
  if (typeof value === "object" && value !== null) {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, item]) => [key, await replaceImages(item, replace)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}
