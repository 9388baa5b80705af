import { Lock } from "lucide-react";
import { ThemeToggle } from "~/components/theme-toggle";
import { Button } from "~/components/ui/button";
import { sitePath } from "~/lib/site-path";
import { markOf, recipientAttribute } from "~/boot/contract";
import { RecipientWords, useRecipient } from "~/gated-page/recipient";
import type { Access, Site } from "@content/schema";

type UnlockedHeaderProps = { access: Access; site: Site; onLock?: () => void };

export function UnlockedHeader({ access, site, onLock }: UnlockedHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-paper print:static">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-5 sm:px-8">
        <a href={sitePath("/")} className="flex shrink-0 items-center gap-3 rounded-lg">
          <img
            src={sitePath(site.logo.src)}
            alt={site.logo.alt}
            width={36}
            height={36}
            // Never the page's largest paint: it waits its turn, and React writes no preload for it.
            fetchPriority="low"
            className="size-9"
          />
          <span aria-hidden="true" className="hidden font-display text-lg font-medium text-ink sm:block">
            {site.name}
          </span>
        </a>
        <RecipientWelcome />
        <div className="ml-auto flex shrink-0 items-center gap-2 print:hidden">
          <ThemeToggle label={site.ui.darkTheme} />
          {/* On a phone, the welcome just before takes the room of the button's words, which screen readers still read. */}
          <Button variant="outline" onClick={onLock} className="max-sm:in-[[data-recipient]+*]:px-3.5">
            <Lock />
            <span className="max-sm:in-[[data-recipient]+*]:sr-only">{access.lockLabel}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}

/** Beside the name, as a letter's "Prepared for" line: only for a recipient whose password line names them. */
function RecipientWelcome() {
  const recipient = useRecipient();
  if (!recipient) return null;
  return (
    <p
      {...markOf(recipientAttribute)}
      className="line-clamp-2 min-w-0 text-xs leading-snug text-muted sm:border-l sm:border-line sm:pl-3 sm:text-sm"
    >
      <RecipientWords words={recipient.words.welcome} name={recipient.name} nameClassName="font-medium text-ink" />
    </p>
  );
}
