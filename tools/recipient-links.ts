import { linkFragment } from "../app/lib/vault/link-fragment.ts";
import { site } from "../content/public.ts";
import { sectionsOf, type StudySectionId } from "../content/study-sections.ts";
import { basePath } from "../server/build-layout.ts";
import type { Recipient } from "../pipeline/passwords.ts";

export type LinkTarget = { path: string; section?: StudySectionId };

export type RecipientLink = { recipient: Recipient; link: string };

export function recipientLinks(options: {
  recipients: Recipient[];
  siteAddress: string;
  to: LinkTarget;
}): RecipientLink[] {
  const base = options.siteAddress.replace(/\/+$/, "");
  const { path, section } = options.to;
  return options.recipients.map((recipient) => ({
    recipient,
    link: `${base}${path}${linkFragment(recipient.password, section)}`,
  }));
}

/** What `npm run links` prints: per recipient, who on one line and the link alone on the next, to copy whole. */
export function printedLinks(links: RecipientLink[]): string {
  return links
    .map(({ recipient: { label, name, until }, link }) => {
      const who = [label, ...(name ? [`for "${name}"`] : []), ...(until ? [`until ${until}`] : [])].join(" · ");
      return `${who}\n${link}`;
    })
    .join("\n\n");
}

/** `--to`: /projects, /project/<id> or /project/<id>#<section>, checked against the studies the build would seal. */
export function linkTarget(to: string, studies: ReadonlyMap<string, { showcase?: unknown }>): LinkTarget {
  if (to === "/projects") return { path: to };
  const [, id = "", section] = /^\/project\/([^/#]+)(?:#(.*))?$/.exec(to) ?? [];
  const study = studies.get(id);
  if (!study) {
    const ids = [...studies.keys()].join(", ");
    throw new Error(`--to ${to}: links open /projects, /project/<id> or /project/<id>#<section>, <id> one of: ${ids}`);
  }
  const path = `/project/${id}`;
  if (section === undefined) return { path };
  const sections = sectionsOf(study);
  const known = sections.find((candidate) => candidate === section);
  if (!known) throw new Error(`--to ${to}: the sections of ${path} are ${sections.join(", ")}`);
  return { path, section: known };
}

/** Where the site is published: siteUrl, or an origin given for this run (the build's BASE_PATH added). */
export function siteAddress(origin: string | undefined): string {
  if (origin === undefined) return site.siteUrl;
  return new URL(origin).origin + basePath;
}
