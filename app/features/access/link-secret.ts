import { fromBase64Url, normalizePassword, toBase64Url } from "./vault-format";

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

/** Reads the link's secret and removes it from the address bar and this history entry, before anything else runs. */
export function takeLinkSecret(): LinkSecret {
  const secret = readLinkFragment(window.location.hash);
  if (secret.kind !== "none") {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
  return secret;
}

/** What the gate says about a link that did not open it (the stylesheet shows it: app.css, link-refused and link-unreachable). */
export function showLinkOutcome(outcome: "refused" | "unreachable"): void {
  document.documentElement.setAttribute("data-link", outcome);
}
