import { loadContent } from "../pipeline/content/load-content.ts";

// The public part of content/*.yaml and the studies' ids, checked. In the site's bundles the build replaces this module
// with the values themselves (pipeline/content-as-data.ts), so neither the loader nor zod reaches the browser.
export const { site, landing, featuredProjects, access, projectIds } = loadContent();
