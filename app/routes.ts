import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  layout("routes/protected.tsx", [
    route("projects", "routes/projects.tsx"),
    route("project/:id", "routes/project.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
