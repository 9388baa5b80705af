import { loadContent } from "../pipeline/content/load-content.ts";

// The site's bundles get the values inlined (pipeline/content-as-data.ts): no loader or zod reaches the browser.
export const { site, landing, featuredProjects, access, projectIds } = loadContent();
