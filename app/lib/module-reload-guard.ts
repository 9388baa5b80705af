/**
 * After a redeploy, an open tab can ask for a route's code under a file name
 * the new build no longer has. React Router then reloads the page, which
 * brings the new build. But it reloads on every such failure, without limit:
 * a file that stays out of reach (a host still serving the old page, the
 * network gone) would reload the page at each click, or swap it for the
 * browser's offline page.
 *
 * React Router has no option for this. It announces each of these reloads
 * with a console.error just before calling location.reload(), and that call
 * is the one place to step in: the guard lets one reload through. On a
 * second failure within a minute, or when offline, it throws from the
 * announcement instead, which stops the reload, and tells the app to show its
 * error screen with a reload button. (React Router leaves the failed route
 * blank rather than raising the error to a boundary.)
 */
export const reloadAnnouncement = "Error loading route module";

const lastReloadKey = "portfolio:module-reload-at";
const reloadWindowMs = 60_000;

export type ReloadMemory = Pick<Storage, "getItem" | "setItem">;

/** Whether React Router may reload now; remembers the reload it allows. */
export function mayReloadForModule(memory: () => ReloadMemory, online: boolean, now: number): boolean {
  if (!online) return false;
  try {
    const storage = memory();
    const last = Number(storage.getItem(lastReloadKey) ?? 0);
    if (now - last < reloadWindowMs) return false;
    storage.setItem(lastReloadKey, String(now));
  } catch {
    // Storage refused: nothing can remember a reload, so keep React Router's own behaviour.
  }
  return true;
}

const unavailableAttribute = "data-code-unavailable";

/**
 * For code a page loads when the visitor reaches for it (islands, the gate's
 * app): the one reload, if allowed. Otherwise the page is marked, so what
 * would wait for that code falls back on plain links; returns whether it reloads.
 */
export function reloadForMissingCode(error: unknown): boolean {
  console.error(error);
  if (mayReloadForModule(() => window.sessionStorage, navigator.onLine, Date.now())) {
    window.location.reload();
    return true;
  }
  document.documentElement.setAttribute(unavailableAttribute, "");
  return false;
}

/** Whether this page's code could not be loaded, even after the one reload. */
export function codeUnavailable(): boolean {
  return document.documentElement.hasAttribute(unavailableAttribute);
}

let moduleMissing = false;
const listeners = new Set<() => void>();

export function subscribeToMissingModule(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a route's code could not be loaded and the one reload has been used. */
export function isModuleMissing(): boolean {
  return moduleMissing;
}

export function installModuleReloadGuard(): void {
  const report = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    report(...args);
    const [message] = args;
    if (typeof message !== "string" || !message.startsWith(reloadAnnouncement)) return;
    if (!mayReloadForModule(() => window.sessionStorage, navigator.onLine, Date.now())) {
      moduleMissing = true;
      listeners.forEach((listener) => listener());
      throw new Error(`${message.split(",")[0]}, and the one reload allowed has been used`);
    }
  };
}
