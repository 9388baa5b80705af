import { projectIds } from "../../content/project-ids.ts";

/**
 * Gzip ceilings for each prerendered page, checked by `npm test` after the
 * build (`npm run budgets`). What runs before any interaction is held to the
 * 20 KB of issue 10 on every public page: the framework (React and React
 * Router, 109 KB) cannot creep back onto one of them unnoticed. What loads on
 * the first intent sits a few KB above the measured sizes
 * (docs/benchmarks.md): a new dependency has to be argued for, here, in review.
 */
export const sizeBudgets = [
  { page: "/", html: "index.html", firstViewJsKb: 20, onIntentJsKb: 95, cssKb: 20 },
  { page: "/projects (gate)", html: "projects/index.html", firstViewJsKb: 20, onIntentJsKb: 145, cssKb: 20 },
  {
    page: "/project/<id> (gate)",
    html: `project/${projectIds[0]}/index.html`,
    firstViewJsKb: 20,
    onIntentJsKb: 162,
    cssKb: 20,
  },
  { page: "404", html: "404.html", firstViewJsKb: 20, onIntentJsKb: 0, cssKb: 20 },
] as const;
