import { spawnSync } from "node:child_process";
import { withDemoAllowed } from "../pipeline/passwords.ts";
import { projectRoot } from "../server/build-layout.ts";

// The build may use the demo password here, since the server shows a demo build to this computer only; a host or CI
// still refuses it. Node runs both steps, so no shell syntax stands between the owner's platform and the command.
const build = spawnSync(process.execPath, ["--import", "tsx", "pipeline/build.ts"], {
  cwd: projectRoot,
  stdio: "inherit",
  env: withDemoAllowed(process.env),
});
if (build.status !== 0) process.exit(build.status ?? 1);
await import("../server/serve.ts");
