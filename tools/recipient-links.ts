import { linkFragment } from "../app/lib/vault/link-fragment.ts";
import { site } from "../content/public.ts";
import { sectionsOf, type StudySectionId } from "../content/study-sections.ts";
import { basePath } from "../site/build-layout.ts";
import { gridPath, studyIdOf, studyPath } from "../site/routes.ts";
import type { Recipient } from "../pipeline/passwords.ts";

export type LinkTarget = { path: string; section?: StudySectionId };

/** `unshared`: the link's page is a study outside the recipient's list, which shows them it was not shared. */
export type RecipientLink = { recipient: Recipient; link: string; unshared?: string };

export function recipientLinks(options: {
  recipients: Recipient[];
  siteAddress: string;
  to: LinkTarget;
}): RecipientLink[] {
  const base = options.siteAddress.replace(/\/+$/, "");
  const { path, section } = options.to;
  const study = /^\/project\/(.+)$/.exec(path)?.[1];
  return options.recipients.map((recipient) => ({
    recipient,
    link: `${base}${path}${linkFragment(recipient.password, section)}`,
    ...(study !== undefined && recipient.studies && !recipient.studies.includes(study) && { unshared: path }),
  }));
}

export function printedLinks(links: RecipientLink[]): string {
  return links
    .map(({ recipient: { label, name, until, studies }, link, unshared }) => {
      const opens = studies ? `opens ${studies.join(", ")}` : "opens every study";
      const who = [
        label,
        ...(name ? [`for "${name}"`] : []),
        ...(until ? [`until ${until}`] : []),
        opens + (unshared ? ` (not ${unshared}: it shows them it was not shared)` : ""),
      ].join(" · ");
      return `${who}\n${link}`;
    })
    .join("\n\n");
}

export function linkTarget(to: string, studies: ReadonlyMap<string, { showcase?: unknown }>): LinkTarget {
  if (to === gridPath) return { path: to };
  const hash = to.indexOf("#");
  const path = hash < 0 ? to : to.slice(0, hash);
  const section = hash < 0 ? undefined : to.slice(hash + 1);
  const id = studyIdOf(path);
  const study = id !== undefined && path === studyPath(id) ? studies.get(id) : undefined;
  if (!study) {
    const ids = [...studies.keys()].join(", ");
    const anyStudy = studyPath("<id>");
    throw new Error(`--to ${to}: links open ${gridPath}, ${anyStudy} or ${anyStudy}#<section>, <id> one of: ${ids}`);
  }
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
