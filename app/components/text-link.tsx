import type { ReactNode } from "react";
import { sitePath } from "~/lib/site-path";

type TextLinkProps = { href: string; newTabLabel: string; className?: string; children: ReactNode };

/** Another site's address opens in a new tab and says so to screen readers; a site path gets the base path. */
export function TextLink({ href, newTabLabel, className, children }: TextLinkProps) {
  if (/^https?:/.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> {newTabLabel}</span>
      </a>
    );
  }
  return (
    <a href={href.startsWith("/") ? sitePath(href) : href} className={className}>
      {children}
    </a>
  );
}
