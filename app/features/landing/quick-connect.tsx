import { MapPin } from "lucide-react";
import { Icon } from "~/components/icon";
import { TextLink } from "~/components/text-link";
import type { Landing, Site } from "@content/schema";
import { CopyEmailButton } from "./copy-email-button";

type QuickConnectProps = { site: Site; contact: Landing["contact"] };

export function QuickConnect({ site, contact }: QuickConnectProps) {
  return (
    <aside
      aria-labelledby="quick-connect-heading"
      className="self-start rounded-card bg-night p-6 text-on-ink sm:p-9 dark:ring-1 dark:ring-line print:p-6"
    >
      <h3 id="quick-connect-heading" className="text-lg font-semibold">
        {contact.quickConnectHeading}
      </h3>
      <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium">
        <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
        {site.availability}
      </p>
      <ul className="mt-8 space-y-5 print:mt-4 print:space-y-3">
        {site.contactLinks.map((link) => (
          <li key={link.href} className="flex items-center gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10">
              <Icon name={link.icon} className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wider text-on-ink-muted uppercase">{link.label}</p>
              <TextLink
                href={link.href}
                newTabLabel={site.ui.opensInNewTab}
                className="block truncate font-medium underline-offset-4 hover:underline print:whitespace-normal"
              >
                {link.username}
              </TextLink>
            </div>
            {link.href === `mailto:${site.email}` && (
              <CopyEmailButton
                email={site.email}
                label={contact.copyEmailLabel}
                copiedMessage={contact.copiedMessage}
              />
            )}
          </li>
        ))}
      </ul>
      <p className="mt-8 flex items-center gap-3 border-t border-white/10 pt-6 text-sm text-on-ink-muted print:mt-5 print:pt-4">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {site.location}
      </p>
    </aside>
  );
}
