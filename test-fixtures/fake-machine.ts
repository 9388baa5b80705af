import type { BrowserLookup } from "./browser-lookup";

export type MachineOptions = {
  env?: Record<string, string>;
  platform?: NodeJS.Platform;
  commands?: Record<string, string>;
  files?: string[];
};

/** A machine described by a test: these commands on its PATH, these files on its disk. */
export function fakeMachine(options: MachineOptions): BrowserLookup {
  const files = new Set([...(options.files ?? []), ...Object.values(options.commands ?? {})]);
  return {
    env: options.env ?? {},
    platform: options.platform ?? "linux",
    onPath: (command) => options.commands?.[command],
    exists: (file) => files.has(file),
  };
}
