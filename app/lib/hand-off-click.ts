import type { MouseEvent } from "react";

/**
 * Lets a caller take over a link's click (to ask for the password first) while
 * the link stays a real link for new tabs, crawlers and the time before hydration.
 */
export function handOffClick(href: string, onNavigate?: (href: string) => void) {
  if (!onNavigate) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate(href);
  };
}
