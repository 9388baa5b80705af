import type { ViewsTarget } from "./views-target";

declare global {
  /** Set by Vite's `define` (views/build/views-config.ts): null unless the owner turned views on. */
  const __PORTFOLIO_VIEWS__: ViewsTarget | null;
}
