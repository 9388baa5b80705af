import { buildDir, buildLayout } from "./build-layout.ts";
import { relativePath, repoRoot } from "./repo-root.ts";

/** How npm start, npm run serve and the tests run the production server once built, from the project's folder. */
export const serverEntryArgs = [relativePath(repoRoot, buildLayout(buildDir).serverFile)];
