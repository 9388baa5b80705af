import { use } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from "react-router";

/**
 * A route's `handle` can declare its page static: prerendered HTML and CSS,
 * its own inline scripts and islands, and none of React Router's scripts
 * (docs/decisions/008-pages-that-paint-before-any-script.md).
 */
export type PageHandle = { staticPage?: boolean };

/**
 * Whether the page being rendered is static. The app shell React Router
 * renders at "/" for client routes (SPA mode) matches the landing page's
 * route but is not it: it always runs the app. React Router says which render
 * that is only through its framework context.
 */
export function useStaticPage(): boolean {
  const matches = useMatches();
  const appShell = use(FrameworkContext)?.isSpaMode === true;
  return !appShell && matches.some((match) => (match.handle as PageHandle | undefined)?.staticPage === true);
}
