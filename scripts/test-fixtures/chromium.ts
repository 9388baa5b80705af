import { execSync } from "node:child_process";

/**
 * Debian's Chromium, not a Playwright download (which cannot be fetched here).
 * CHROMIUM_PATH overrides the lookup.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync("command -v chromium", { encoding: "utf8", shell: "/bin/sh" }).trim();
  } catch {
    throw new Error("Chromium not found. Install Debian's package: apt-get install -y chromium");
  }
}

/** Flags that keep Chromium from reaching for Google's services on a closed network. */
export const chromiumArgs = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
