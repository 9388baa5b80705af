import { ownCode } from "~/boot/module-reload-guard";

// The two private pages' code, imported by the app itself rather than by React Router, so a failed import goes
// through the stale-code guard (docs/decisions/014-stale-code-without-patches.md).
export const gridPage = ownCode(() => import("./projects"));
export const studyPage = ownCode(() => import("./project"));

export const pageCode = (id: string | undefined) => (id === undefined ? gridPage : studyPage);

/** While the visitor types the password: either page may open next. */
export function preloadPages(): void {
  gridPage.preload();
  studyPage.preload();
}
