import { startLocalServer } from "./local-server";

export type NpmStartServer = { origin: string; log: () => string; stop: (signal?: NodeJS.Signals) => void };

/** `npm start`'s server, for a build in `cwd`, on a free port, with everything it logs kept. */
export async function startNpmStartServer(options: { cwd?: string; env?: Record<string, string> } = {}) {
  const server = await startLocalServer("npx", ["tsx", "server/serve.ts"], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: "0" },
    address: /(http:\/\/localhost:\d+)/,
  });
  return { origin: server.address, log: server.printed, stop: server.stop } satisfies NpmStartServer;
}
