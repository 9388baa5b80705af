import { gridPath, studyPath } from "../../site/routes.ts";

// 20 KB before any interaction keeps the framework (React and React Router, 109 KB) off every page that paints without
// it (docs/decisions/008-*). On-intent ceilings sit a few KB above docs/benchmarks.md: a new dependency is argued here.
const prerendered = (page: string) => `${page.slice(1)}/index.html`;

/** Any study's gate weighs the same: they share one route module. */
export const sizeBudgets = (aStudy: string) =>
  [
    { page: "/", html: "index.html", firstViewJsKb: 20, onIntentJsKb: 95, cssKb: 20 },
    {
      page: `${gridPath} (gate)`,
      html: prerendered(gridPath),
      firstViewJsKb: 20,
      onIntentJsKb: 149,
      cssKb: 20,
    },
    {
      page: `${studyPath("<id>")} (gate)`,
      html: prerendered(studyPath(aStudy)),
      firstViewJsKb: 20,
      onIntentJsKb: 162,
      cssKb: 20,
    },
    { page: "404", html: "404.html", firstViewJsKb: 20, onIntentJsKb: 0, cssKb: 20 },
  ] as const;
