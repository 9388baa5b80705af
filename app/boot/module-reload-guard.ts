// After a redeploy React Router reloads on every missing route module, without limit. It has no option for this,
// but announces each reload with a console.error just before location.reload(): throwing there stops the reload.
import { codeUnavailableAttribute, moduleReloadAtKey } from "./contract";

export const reloadAnnouncement = "Error loading route module";

const reloadWindowMs = 60_000;

export type ReloadMemory = Pick<Storage, "getItem" | "setItem">;

export function mayReloadForModule(memory: () => ReloadMemory, online: boolean, now: number): boolean {
  if (!online) return false;
  try {
    const storage = memory();
    const last = Number(storage.getItem(moduleReloadAtKey) ?? 0);
    if (now - last < reloadWindowMs) return false;
    storage.setItem(moduleReloadAtKey, String(now));
  } catch {
    // Storage refused: nothing can remember a reload, so keep React Router's own behaviour.
  }
  return true;
}

/**
 * A failed import does not mean a redeploy removed the code: Firefox and WebKit also fail one whose download was cut
 * short because the visitor is leaving the page, and a reload then replaces the page they asked for. Only the server
 * saying the file is gone (or a host answering with a page instead) is worth a reload.
 */
export async function codeIsGone(urls: readonly string[], request: typeof fetch = fetch): Promise<boolean> {
  const answers = await Promise.all(
    urls.map((url) => request(url, { method: "HEAD", cache: "no-store" }).catch(() => undefined)),
  );
  return answers.some(
    (answer) =>
      answer !== undefined &&
      (answer.status === 404 || answer.status === 410 || (answer.ok && isPage(answer.headers.get("content-type")))),
  );
}

const isPage = (contentType: string | null) => contentType?.startsWith("text/html") ?? false;

/** Without the reload, the page is marked so what would wait for the code falls back on plain links. */
export async function reloadIfCodeGone(error: unknown, codeUrls: readonly string[]): Promise<boolean> {
  const gone = await codeIsGone(codeUrls);
  if (gone) console.error(error);
  if (gone && mayReloadForModule(() => window.sessionStorage, navigator.onLine, Date.now())) {
    window.location.reload();
    return true;
  }
  document.documentElement.setAttribute(codeUnavailableAttribute, "");
  return false;
}

export function codeUnavailable(): boolean {
  return document.documentElement.hasAttribute(codeUnavailableAttribute);
}

let moduleMissing = false;
const listeners = new Set<() => void>();

export function subscribeToMissingModule(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isModuleMissing(): boolean {
  return moduleMissing;
}

/** Thrown instead of React Router's reload when the failed import was cut short by the visitor leaving the page. */
export class LeftMidDownload extends Error {
  override name = "LeftMidDownload";
}

/**
 * Firefox and WebKit fail a route module whose download was cut short because the visitor is leaving the page (a
 * card's study fetched ahead, say), and React Router, which gives no time to ask the server, would then reload this
 * page instead of letting them go. Leaving is announced by beforeunload; a mail link announces it too and the
 * visitor stays, which their next press or key shows.
 */
function watchLeaving(): () => boolean {
  let leaving = false;
  window.addEventListener("beforeunload", () => (leaving = true));
  for (const type of ["pointerdown", "keydown", "pageshow"]) {
    window.addEventListener(type, () => (leaving = false), { capture: true, passive: true });
  }
  // A page on its way out has nothing to report about the module it stopped fetching.
  window.addEventListener("unhandledrejection", (event) => {
    if (event.reason instanceof LeftMidDownload) event.preventDefault();
  });
  return () => leaving;
}

export function installModuleReloadGuard(): void {
  const isLeaving = watchLeaving();
  const report = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [message] = args;
    const announcesReload = typeof message === "string" && message.startsWith(reloadAnnouncement);
    if (announcesReload && isLeaving()) throw new LeftMidDownload(message.split(",")[0]);
    report(...args);
    if (!announcesReload) return;
    if (!mayReloadForModule(() => window.sessionStorage, navigator.onLine, Date.now())) {
      moduleMissing = true;
      listeners.forEach((listener) => listener());
      throw new Error(`${message.split(",")[0]}, and the one reload allowed has been used`);
    }
  };
}
