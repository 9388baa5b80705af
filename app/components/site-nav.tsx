import { Menu, X } from "lucide-react";
import { menuCloseLabelAttribute } from "~/boot/contract";
import { SiteMenuScript } from "~/boot/scripts";
import { sitePath } from "~/lib/site-path";
import { ThemeToggle } from "./theme-toggle";
import type { NavItem, Site } from "@content/schema";

type SiteNavProps = {
  site: Site;
  protectedLink?: Record<string, string>;
};

const menuId = "site-menu";

/** docs/product.md#navigation-bar. The phone menu is a popover: the browser opens and closes it before any script. */
export function SiteNav({ site, protectedLink }: SiteNavProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-paper print:hidden">
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
              type="button"
              popoverTarget={menuId}
              className="group grid size-11 cursor-pointer place-items-center rounded-full text-ink hover:bg-ink/5 md:hidden"
              aria-expanded="false"
              aria-controls={menuId}
              aria-label={site.ui.openMenu}
              {...{ [menuCloseLabelAttribute]: site.ui.closeMenu }}
            >
              <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
              <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
            </button>
          </div>
        </div>
        {/* Shown only as an open popover: a browser without popovers keeps it closed, as it was without script. */}
        <div
          id={menuId}
          popover="auto"
          className="inset-x-0 top-(--nav-height) bottom-auto hidden w-full border-y border-line bg-paper text-ink open:block md:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col px-5 py-3 sm:px-8">
            {site.nav.map((item) => (
              <li key={item.name}>
                <NavLink
                  item={item}
                  protectedLink={protectedLink}
                  className="block rounded-xl px-3 py-3.5 text-lg font-medium text-ink hover:bg-ink/5"
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <SiteMenuScript />
    </header>
  );
}

type NavLinkProps = {
  item: NavItem;
  className?: string;
  protectedLink?: Record<string, string>;
};

function NavLink({ item, className, protectedLink }: NavLinkProps) {
  return (
    <a href={sitePath(item.href)} className={className} {...(item.requiresAuth ? protectedLink : undefined)}>
      {item.name}
    </a>
  );
}
