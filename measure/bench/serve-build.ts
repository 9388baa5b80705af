import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { repoRoot } from "../../site/repo-root.ts";
import { serverEntryArgs } from "../../site/server-entry.ts";

export type RunningServer = { origin: string; stop: () => Promise<void> };

// A process of its own, so Lighthouse's work here never delays a response; localhost is a secure context for WebCrypto.
export async function serveBuild(port: number): Promise<RunningServer> {
  // Another server already on the port would answer our readiness check and be measured instead.
  await assertPortFree(port);
  const server = spawn(process.execPath, serverEntryArgs, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = once(server, "exit");
  const origin = `http://localhost:${port}`;
  const ready = await Promise.race([waitUntilAnswering(origin).then(() => true), exited.then(() => false)]);
  if (!ready) throw new Error(`The server on port ${port} stopped before answering.`);
  return {
    origin,
    stop: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill("SIGTERM");
      await exited;
    },
  };
}

async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  const free = await new Promise<boolean>((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(port, () => resolve(true));
  });
  probe.close();
  if (!free) throw new Error(`Port ${port} is in use: set BENCH_PORT to a free one.`);
}

async function waitUntilAnswering(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(200);
  }
  throw new Error(`The server did not answer on ${origin} within 30 s.`);
}
