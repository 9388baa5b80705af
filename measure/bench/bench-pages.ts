import { measuredStudies } from "./bench-studies.ts";
import { gridPath, studyPath } from "../../site/routes.ts";

export type BenchPage = {
  name: string;
  site: "portfolio" | "floor";
  path: string;
  unlocked: boolean;
};

export const benchPages: readonly BenchPage[] = [
  { name: "Floor page (one heading)", site: "floor", path: "/", unlocked: false },
  { name: "`/`", site: "portfolio", path: "/", unlocked: false },
  { name: `\`${gridPath}\` locked (gate)`, site: "portfolio", path: gridPath, unlocked: false },
  { name: "404 (`/no-such-page`)", site: "portfolio", path: "/no-such-page", unlocked: false },
  { name: `\`${gridPath}\` unlocked`, site: "portfolio", path: gridPath, unlocked: true },
  ...measuredStudies.map((id) => ({
    name: `\`${studyPath(id)}\``,
    site: "portfolio" as const,
    path: studyPath(id),
    unlocked: true,
  })),
];

export function benchPageOf(url: string, unlocked: boolean, floorOrigin: string): BenchPage {
  const { origin, pathname } = new URL(url);
  const site = origin === floorOrigin ? "floor" : "portfolio";
  const page = benchPages.find(
    (candidate) => candidate.site === site && candidate.path === pathname && candidate.unlocked === unlocked,
  );
  if (!page) throw new Error(`lighthouserc.cjs measures ${url}, which the bench has no name for.`);
  return page;
}
