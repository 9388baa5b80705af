import { useMatches } from "react-router";

/** A static page ships none of React Router's scripts: docs/decisions/008-pages-that-paint-before-any-script.md */
export type PageHandle = { staticPage?: boolean };

export function useStaticPage(): boolean {
  return useMatches().some((match) => (match.handle as PageHandle | undefined)?.staticPage === true);
}
