import { Lock } from "lucide-react";
import { ThemeToggle } from "~/components/theme-toggle";
import { Button } from "~/components/ui/button";
import { sitePath } from "~/lib/site-path";
import type { Access, Site } from "@content/schema";

type UnlockedHeaderProps = { access: Access; site: Site; onLock?: () => void };

export function UnlockedHeader({ access, site, onLock }: UnlockedHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-paper/90 backdrop-blur-md print:static">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5 sm:px-8">
        <a href={sitePath("/")} className="flex items-center gap-3 rounded-lg">
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
        <div className="flex items-center gap-2 print:hidden">
          <ThemeToggle label={site.ui.darkTheme} />
          <Button variant="outline" onClick={onLock}>
            <Lock />
            {access.lockLabel}
          </Button>
        </div>
      </div>
    </header>
  );
}
