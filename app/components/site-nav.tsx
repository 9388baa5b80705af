import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { sitePath } from "~/lib/site-path";
import { ThemeToggle } from "./theme-toggle";
import type { NavItem, Site } from "@content/schema";

type SiteNavProps = {
  site: Site;
  protectedLink?: Record<string, string>;
};

/** Fixed, not useId: the bar is an island, hydrated on its own. */
const menuId = "site-menu";

/** docs/product.md#navigation-bar */
export function SiteNav({ site, protectedLink }: SiteNavProps) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-paper/85 backdrop-blur-md print:hidden">
      <nav aria-label={site.ui.mainNavLabel}>
        <div className="mx-auto flex h-(--nav-height) max-w-6xl items-center justify-between px-5 sm:px-8">
          <a href={sitePath("/")} className="flex items-center gap-3 rounded-lg">
            <img src={sitePath(site.logo.src)} alt={site.logo.alt} width={40} height={40} className="size-10" />
            <span
              aria-hidden="true"
              className="hidden font-display text-lg font-medium tracking-tight text-ink sm:block"
            >
              {site.name}
            </span>
          </a>
          <ul className="ml-auto hidden items-center gap-1 md:flex">
            {site.nav.map((item) => (
              <li key={item.name}>
                <NavLink
                  item={item}
                  protectedLink={protectedLink}
                  className="rounded-full px-4 py-2 text-sm font-medium text-ink/80 hover:bg-ink/5 hover:text-ink"
                />
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-1">
            <ThemeToggle label={site.ui.darkTheme} />
            <button
              ref={menuButton}
              type="button"
              className="grid size-11 cursor-pointer place-items-center rounded-full text-ink hover:bg-ink/5 md:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={open ? site.ui.closeMenu : site.ui.openMenu}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>
        <div id={menuId} hidden={!open} className="border-t border-line bg-paper md:hidden">
          <ul className="mx-auto flex max-w-6xl flex-col px-5 py-3 sm:px-8">
            {site.nav.map((item) => (
              <li key={item.name}>
                <NavLink
                  item={item}
                  protectedLink={protectedLink}
                  onClick={() => {
                    setOpen(false);
                    // The prompt gives focus back to the menu button, not to a link no longer shown.
                    if (item.requiresAuth) menuButton.current?.focus();
                  }}
                  className="block rounded-xl px-3 py-3.5 text-lg font-medium text-ink hover:bg-ink/5"
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}

type NavLinkProps = {
  item: NavItem;
  className?: string;
  onClick?: () => void;
  protectedLink?: Record<string, string>;
};

function NavLink({ item, className, onClick, protectedLink }: NavLinkProps) {
  return (
    <a
      href={sitePath(item.href)}
      className={className}
      onClick={onClick}
      {...(item.requiresAuth ? protectedLink : undefined)}
    >
      {item.name}
    </a>
  );
}
