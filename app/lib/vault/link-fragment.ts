import { fromBase64Url, normalizePassword, toBase64Url } from "./format";

// In the fragment, which browsers never send to a server nor put in a Referer.
const prefix = "#access=";
// Beside the secret, the section the link opens at: `#access=<secret>&section=outcomes` (base64url has no "&").
const sectionParameter = "section";
const sectionId = /^[A-Za-z][\w-]*$/;

export function linkFragment(password: string, section?: string): string {
  const secret = prefix + toBase64Url(new TextEncoder().encode(normalizePassword(password)));
  return section ? `${secret}&${new URLSearchParams({ [sectionParameter]: section })}` : secret;
}

export type LinkSecret =
  { kind: "none" } | { kind: "password"; password: string; fragment: string; section?: string } | { kind: "malformed" };

export function readLinkFragment(hash: string): LinkSecret {
  if (!hash.startsWith(prefix)) return { kind: "none" };
  const [secret = "", ...rest] = hash.slice(prefix.length).split("&");
  try {
    const password = normalizePassword(new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(secret)));
    if (password === "") return { kind: "malformed" };
    // A section the page cannot hold is left out: the link still opens the page.
    const section = new URLSearchParams(rest.join("&")).get(sectionParameter);
    return section && sectionId.test(section)
      ? { kind: "password", password, fragment: hash, section }
      : { kind: "password", password, fragment: hash };
  } catch {
    return { kind: "malformed" };
  }
}
