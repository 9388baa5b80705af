import { spawn } from "node:child_process";

export type LocalServer = {
  address: string;
  printed: () => string;
  stop: (signal?: NodeJS.Signals) => void;
};

/** A command that serves on this machine, in a process group of its own, once it has printed its address. */
export async function startLocalServer(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; address: RegExp },
): Promise<LocalServer> {
  const server = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true });
  let printed = "";
  server.stderr.on("data", (chunk: Buffer) => (printed += String(chunk)));
  const address = await new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      printed += String(chunk);
      const found = options.address.exec(printed)?.[1];
      if (found) resolve(found);
    });
    server.on("exit", (code) => reject(new Error(`${command} ${args.join(" ")} stopped (${code}):\n${printed}`)));
  });
  let stopped = false;
  const stop = (signal: NodeJS.Signals = "SIGTERM") => {
    if (server.pid && !stopped) process.kill(-server.pid, signal);
    stopped = true;
  };
  return { address, printed: () => printed, stop };
}
