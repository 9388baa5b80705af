import { spawnSync } from "node:child_process";
import { withDemoAllowed } from "../pipeline/passwords.ts";
import { repoRoot } from "../site/repo-root.ts";

// `npm start`: the build, then the server. Without a password the build may use the demo one, since the server shows
// a demo build to this computer only (server/demo-build.ts); on a host or in CI the build still refuses it. Node
// runs both steps itself, so no shell syntax stands between the owner's platform and the command.
const build = spawnSync(process.execPath, ["--import", "tsx", "pipeline/build.ts"], {
  cwd: repoRoot,
  stdio: "inherit",
  env: withDemoAllowed(process.env),
});
if (build.status !== 0) process.exit(build.status ?? 1);
await import("../server/serve.ts");
