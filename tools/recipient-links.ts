import { linkFragment } from "../app/lib/vault/link-fragment.ts";
import { site } from "../content/public.ts";
import { basePath } from "../server/build-layout.ts";
import type { Recipient } from "../pipeline/passwords.ts";

/** One line per recipient: the label, a space, the link that opens `to` with the recipient's password. */
export function recipientLinks(options: { recipients: Recipient[]; siteAddress: string; to: string }): string[] {
  const base = options.siteAddress.replace(/\/+$/, "");
  return options.recipients.map(({ label, password }) => `${label} ${base}${options.to}${linkFragment(password)}`);
}

export function linkTarget(to: string, studyIds: readonly string[]): string {
  if (to === "/projects") return to;
  const id = /^\/project\/([^/]+)$/.exec(to)?.[1];
  if (id && studyIds.includes(id)) return to;
  throw new Error(`--to ${to}: links open /projects or /project/<id>, one of: ${studyIds.join(", ")}`);
}

/** Where the site is published: siteUrl, or an origin given for this run (the build's BASE_PATH added). */
export function siteAddress(origin: string | undefined): string {
  if (origin === undefined) return site.siteUrl;
  return new URL(origin).origin + basePath;
}
