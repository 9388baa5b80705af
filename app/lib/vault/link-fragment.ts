import { fromBase64Url, normalizePassword, toBase64Url } from "./format";

/**
 * A recipient link carries its password in the URL's fragment, which
 * browsers never send to a server, nor put in a Referer: `#access=` and the
 * password's UTF-8 bytes in base64url. `npm run links` writes them; the gate
 * pages' head script reads them (routes/protected.boot.inline.ts).
 */
const prefix = "#access=";

export function linkFragment(password: string): string {
  return prefix + toBase64Url(new TextEncoder().encode(normalizePassword(password)));
}

/** What a page's fragment says: no link, a link's password, or a link that cannot be read. */
export type LinkSecret =
  { kind: "none" } | { kind: "password"; password: string; fragment: string } | { kind: "malformed" };

export function readLinkFragment(hash: string): LinkSecret {
  if (!hash.startsWith(prefix)) return { kind: "none" };
  try {
    const password = normalizePassword(
      new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(hash.slice(prefix.length))),
    );
    return password === "" ? { kind: "malformed" } : { kind: "password", password, fragment: hash };
  } catch {
    return { kind: "malformed" };
  }
}
