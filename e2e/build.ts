import { spawnSync } from "node:child_process";
import { testBuildEnv } from "../test-fixtures/recipients.ts";

/** `npm run build` for the browser tests: the production build, for the test recipients. */
const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: testBuildEnv() });
process.exit(result.status ?? 1);
