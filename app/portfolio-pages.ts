import { ownCode } from "~/boot/module-reload-guard";

// Imported by the app, not React Router, so a failed import meets the stale-code guard (decision 014).
export const gridPage = ownCode(() => import("./routes/projects"));
export const studyPage = ownCode(() => import("./routes/project"));

export const pageCode = (id: string | undefined) => (id === undefined ? gridPage : studyPage);

/** While the visitor types the password: either page may open next. */
export function preloadPages(): void {
  gridPage.preload();
  studyPage.preload();
}
