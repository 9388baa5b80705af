import { spawn } from "node:child_process";

export type LocalServer = {
  address: string;
  printed: () => string;
  /** To the command and every process it started. */
  stop: (signal?: NodeJS.Signals) => void;
  /** To the command alone, as a host signals the start command it ran. */
  signal: (signal: NodeJS.Signals) => void;
  /** Its exit code, or null if a signal ended it. */
  exited: Promise<number | null>;
};

/** A command that serves on this machine, in a process group of its own, once it has printed its address. */
export async function startLocalServer(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; address: RegExp },
): Promise<LocalServer> {
  const server = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true });
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
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
  return { address, printed: () => printed, stop, signal: (signal) => server.kill(signal), exited };
}
