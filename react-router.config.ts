import type { Config } from "@react-router/dev/config";
import { projectIds } from "./content/project-ids.ts";

export default {
  ssr: false,
  // The gated routes are prerendered as gate shells with public values only.
  // The 404 page is prerendered through the catch-all route so that unknown
  // paths get readable HTML before any script runs; scripts/finalize-build.ts
  // moves it to 404.html, where static hosts look for it.
  prerender: ["/", "/404", "/projects", ...projectIds.map((id) => `/project/${id}`)],
  // Opt in to React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
