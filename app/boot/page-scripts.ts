import { use } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from "react-router";

/** A static page ships none of React Router's scripts: docs/decisions/008-pages-that-paint-before-any-script.md */
export type PageHandle = { staticPage?: boolean };

/** The SPA-mode app shell at "/" matches the landing route but runs the app; only the framework context tells. */
export function useStaticPage(): boolean {
  const matches = useMatches();
  const appShell = use(FrameworkContext)?.isSpaMode === true;
  return !appShell && matches.some((match) => (match.handle as PageHandle | undefined)?.staticPage === true);
}
