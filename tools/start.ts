import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { withDemoAllowed } from "../pipeline/passwords.ts";
import { repoRoot } from "../site/repo-root.ts";
import { serverEntryArgs } from "../site/server-entry.ts";

// The build may use the demo password here, since the server shows a demo build to this computer only; a host or CI
// still refuses it. Node runs both steps, so no shell syntax stands between the owner's platform and the command.
const build = spawnSync(process.execPath, ["--import", "tsx", "pipeline/build.ts"], {
  cwd: repoRoot,
  stdio: "inherit",
  env: withDemoAllowed(process.env),
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The server's own entry, as every other runner starts it. A signal sent to this process alone is passed on, and the
// server's end is npm start's: its exit code (0 once a stop signal has let it finish), or the signal that killed it.
const server = spawn(process.execPath, serverEntryArgs, { cwd: repoRoot, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => server.kill(signal));
const [code, signal] = (await once(server, "exit")) as [number | null, NodeJS.Signals | null];
if (signal) {
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
} else {
  process.exit(code ?? 1);
}
