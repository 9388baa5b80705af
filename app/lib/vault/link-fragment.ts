import { fromBase64Url, normalizePassword, toBase64Url } from "./format";

// In the fragment, which browsers never send to a server nor put in a Referer.
const prefix = "#access=";

export function linkFragment(password: string): string {
  return prefix + toBase64Url(new TextEncoder().encode(normalizePassword(password)));
}

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
