import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { handOffClick } from "~/lib/hand-off-click";
import { siteFile } from "~/lib/site-file";
import type { NavItem, Site } from "@content/schema";

type SiteNavProps = {
  site: Site;
  /** Called instead of following a link to a password-protected page. */
  onProtectedNavigate?: (href: string) => void;
};

/** Spec §2: fixed bar with a logo home link; below md a menu button toggles the same items. */
export function SiteNav({ site, onProtectedNavigate }: SiteNavProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-paper/85 backdrop-blur-md">
      <nav aria-label={site.ui.mainNavLabel}>
        <div className="mx-auto flex h-(--nav-height) max-w-6xl items-center justify-between px-5 sm:px-8">
          <Link to="/" className="flex items-center gap-3 rounded-lg">
            <img src={siteFile(site.logo.src)} alt={site.logo.alt} width={40} height={40} className="size-10" />
            <span
              aria-hidden="true"
              className="hidden font-display text-lg font-medium tracking-tight text-ink sm:block"
            >
              {site.name}
            </span>
          </Link>
          <ul className="hidden items-center gap-1 md:flex">
            {site.nav.map((item) => (
              <li key={item.name}>
                <NavLink
                  item={item}
                  onProtectedNavigate={onProtectedNavigate}
                  className="rounded-full px-4 py-2 text-sm font-medium text-ink/80 hover:bg-ink/5 hover:text-ink"
                />
              </li>
            ))}
          </ul>
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
        <div id={menuId} hidden={!open} className="border-t border-line bg-paper md:hidden">
          <ul className="mx-auto flex max-w-6xl flex-col px-5 py-3 sm:px-8">
            {site.nav.map((item) => (
              <li key={item.name}>
                <NavLink
                  item={item}
                  onProtectedNavigate={onProtectedNavigate}
                  onClick={() => {
                    setOpen(false);
                    // Work opens the password prompt from a menu that is closing: the prompt gives
                    // focus back to the menu button, not to a link that is no longer shown.
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
  onProtectedNavigate?: (href: string) => void;
};

function NavLink({ item, className, onClick, onProtectedNavigate }: NavLinkProps) {
  const [pathname, hash] = item.href.split("#");
  const handOff = item.requiresAuth ? handOffClick(item.href, onProtectedNavigate) : undefined;
  return (
    <Link
      to={{ pathname, hash: hash ? `#${hash}` : "" }}
      className={className}
      onClick={(event) => {
        onClick?.();
        handOff?.(event);
      }}
    >
      {item.name}
    </Link>
  );
}
