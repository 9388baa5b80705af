/**
 * A public preference the head script reads before the first paint. A cookie, not Web Storage: the first storage
 * read in a page waits on the browser's storage service, a long part of the first task
 * (docs/decisions/025-preferences-in-cookies.md).
 */
export type CookieJar = Pick<Document, "cookie">;

export function readPreference(jar: CookieJar, name: string): string | null {
  try {
    return (
      jar.cookie
        .split("; ")
        .find((pair) => pair.startsWith(`${name}=`))
        ?.slice(name.length + 1) ?? null
    );
  } catch {
    // A document without an origin of its own has no cookies: as if none were stored.
    return null;
  }
}

/** Without `maxAgeSeconds`, the preference lasts for the browser's session; `null` forgets it. */
export function writePreference(jar: CookieJar, name: string, value: string | null, maxAgeSeconds?: number): void {
  const lifetime = value === null ? ";max-age=0" : maxAgeSeconds ? `;max-age=${maxAgeSeconds}` : "";
  try {
    jar.cookie = `${name}=${value ?? ""};path=/;samesite=lax${lifetime}${location.protocol === "https:" ? ";secure" : ""}`;
  } catch {
    // Refused: the preference lasts for this page.
  }
}
