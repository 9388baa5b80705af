/**
 * A public preference the head scripts read before the first paint. A cookie, not Web Storage: the first
 * storage read in a page waits on the browser's storage service, a long part of the first task
 * (docs/decisions/025-preferences-in-cookies.md).
 */
export type CookieJar = Pick<Document, "cookie">;

export function readPreference(jar: CookieJar, name: string): string | null {
  try {
    for (const pair of jar.cookie.split(";")) {
      const split = pair.indexOf("=");
      if (split > 0 && pair.slice(0, split).trim() === name) return pair.slice(split + 1).trim();
    }
  } catch {
    // A document without an origin of its own has no cookies: as if none were stored.
  }
  return null;
}

/** Without `maxAgeSeconds`, the preference lasts for the browser's session; `null` forgets it. */
export function writePreference(jar: CookieJar, name: string, value: string | null, maxAgeSeconds?: number): void {
  const lifetime = value === null ? "; Max-Age=0" : maxAgeSeconds === undefined ? "" : `; Max-Age=${maxAgeSeconds}`;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  try {
    jar.cookie = `${name}=${value ?? ""}; Path=/; SameSite=Lax${lifetime}${secure}`;
  } catch {
    // Refused: the preference lasts for this page.
  }
}
