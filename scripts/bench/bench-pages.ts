/** A page Lighthouse measures (lighthouserc.cjs lists them), as the report names it. */
export type BenchPage = {
  name: string;
  /** The floor page (floor-page.ts) is served by the bench itself, on an origin of its own. */
  site: "portfolio" | "floor";
  path: string;
  /** Opened by a tab that holds the key (unlock-tab.ts). */
  unlocked: boolean;
};

export const gateSelector = "[data-gate]";
/** The first card of the unlocked /projects grid: the grid is the only list directly inside its main. */
export const gridCardSelector = "main > ul > li h2";
export const overviewTextSelector = "#overview p";
/** A case study's hero screen, once decrypted (its placeholder is not an <img>). */
export const heroImageSelector = "main > header img";
/** Mermaid's finished drawing; its scratch SVG while rendering sits outside #process. */
export const diagramSelector = '#process [role="img"][aria-busy="false"] svg';

export const benchPages: readonly BenchPage[] = [
  { name: "Floor page (one heading)", site: "floor", path: "/", unlocked: false },
  { name: "`/`", site: "portfolio", path: "/", unlocked: false },
  { name: "`/projects` locked (gate)", site: "portfolio", path: "/projects", unlocked: false },
  { name: "404 (`/no-such-page`)", site: "portfolio", path: "/no-such-page", unlocked: false },
  { name: "`/projects` unlocked", site: "portfolio", path: "/projects", unlocked: true },
  { name: "`/project/enterprise-crm`", site: "portfolio", path: "/project/enterprise-crm", unlocked: true },
  { name: "`/project/ai-dashboard`", site: "portfolio", path: "/project/ai-dashboard", unlocked: true },
];

/** The page a Lighthouse run measured, from its URL and whether its group held the key. */
export function benchPageOf(url: string, unlocked: boolean, floorOrigin: string): BenchPage {
  const { origin, pathname } = new URL(url);
  const site = origin === floorOrigin ? "floor" : "portfolio";
  const page = benchPages.find(
    (candidate) => candidate.site === site && candidate.path === pathname && candidate.unlocked === unlocked,
  );
  if (!page) throw new Error(`lighthouserc.cjs measures ${url}, which the bench has no name for.`);
  return page;
}
