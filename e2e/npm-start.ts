import { spawn } from "node:child_process";

export type NpmStartServer = { origin: string; log: () => string; stop: (signal?: NodeJS.Signals) => void };

/** `npm start`'s server, for a build in `cwd`, on a free port, with everything it logs kept. */
export async function startNpmStartServer(options: { cwd?: string; env?: Record<string, string> } = {}) {
  const server = spawn("npx", ["tsx", "server/serve.ts"], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: "0" },
    detached: true,
  });
  let log = "";
  server.stderr.on("data", (chunk: Buffer) => (log += String(chunk)));
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      log += String(chunk);
      const address = /http:\/\/localhost:(\d+)/.exec(String(chunk));
      if (address) resolve(`http://localhost:${address[1]}`);
    });
    server.on("exit", (code) => reject(new Error(`npm start's server exited with ${code}`)));
  });
  const stop = (signal: NodeJS.Signals = "SIGTERM") => {
    if (server.pid) process.kill(-server.pid, signal);
  };
  return { origin, log: () => log, stop } satisfies NpmStartServer;
}
