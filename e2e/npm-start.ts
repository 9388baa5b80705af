import { serverEntryArgs } from "../site/server-entry";
import { startLocalServer } from "./local-server";

export type NpmStartServer = { origin: string; log: () => string; stop: (signal?: NodeJS.Signals) => void };

/** The server as npm start runs it once built, without npx's start-up around it. */
export async function startNpmStartServer(options: { cwd?: string; env?: Record<string, string> } = {}) {
  const server = await startLocalServer(process.execPath, serverEntryArgs, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: "0" },
    address: /(http:\/\/localhost:\d+)/,
  });
  return { origin: server.address, log: server.printed, stop: server.stop } satisfies NpmStartServer;
}
