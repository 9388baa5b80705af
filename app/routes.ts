import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
// Relative: React Router reads this file before Vite resolves the aliases.
import { routePatterns } from "../site/routes";

export default [
  index("routes/home.tsx"),
  layout("routes/protected.tsx", [
    // One module for both: docs/decisions/014-stale-code-without-patches.md
    route(routePatterns.grid, "routes/portfolio.tsx", { id: "routes/projects" }),
    route(routePatterns.study, "routes/portfolio.tsx", { id: "routes/project" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
