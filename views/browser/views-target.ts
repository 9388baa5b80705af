export type ViewsTarget = { to: "server" } | { to: "umami"; endpoint: string; website: string };

/** null without PORTFOLIO_VIEWS: every use sits behind it, so the build leaves the reporting code out. */
export const viewsTarget: ViewsTarget | null = __PORTFOLIO_VIEWS__;
