import { landing } from "../../content/landing.ts";

/** What a page must show for its figures to count: a selector, and optionally text it contains. */
export type PageProof = { selector: string; text?: string };

export type BenchPage = {
  name: string;
  /** The floor page (floor-page.ts) is served by the bench itself, on an origin of its own. */
  site?: "portfolio" | "floor";
  path: string;
  /** Opened through the gate in the same tab first, since the key lives in that tab's sessionStorage. */
  unlocked: boolean;
  proof: PageProof;
};

export const gateSelector = "[data-gate]";
/** The first card of the unlocked /projects grid: the grid is the only list directly inside its main. */
export const gridCardSelector = "main > ul > li h2";
export const overviewTextSelector = "#overview p";
/** A case study's hero screen, once decrypted (its placeholder is not an <img>). */
export const heroImageSelector = "main > header img";
/** Mermaid's finished drawing; its scratch SVG while rendering sits outside #process. */
export const diagramSelector = '#process [role="img"][aria-busy="false"] svg';

export const floorPageName = "Floor page (one heading)";
export const landingName = "`/`";
export const gateName = "`/projects` locked (gate)";
export const notFoundName = "404 (`/no-such-page`)";

export const benchPages: readonly BenchPage[] = [
  { name: floorPageName, site: "floor", path: "/", unlocked: false, proof: { selector: "h1" } },
  { name: landingName, path: "/", unlocked: false, proof: { selector: "#home-heading" } },
  { name: gateName, path: "/projects", unlocked: false, proof: { selector: gateSelector } },
  {
    name: notFoundName,
    path: "/no-such-page",
    unlocked: false,
    proof: { selector: "h1", text: landing.notFound.heading },
  },
  { name: "`/projects` unlocked", path: "/projects", unlocked: true, proof: { selector: gridCardSelector } },
  {
    name: "`/project/enterprise-crm`",
    path: "/project/enterprise-crm",
    unlocked: true,
    proof: { selector: overviewTextSelector },
  },
  {
    name: "`/project/ai-dashboard`",
    path: "/project/ai-dashboard",
    unlocked: true,
    proof: { selector: overviewTextSelector },
  },
];
