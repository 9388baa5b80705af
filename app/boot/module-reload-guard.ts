import { codeUnavailableAttribute, moduleReloadAtKey } from "./contract";

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
    // Storage refused: nothing can remember a reload, so reload as a page without the guard would.
  }
  return true;
}

/** Only the server saying the file is gone (or a host answering with a page instead) is worth a reload (`leaving`). */
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

/** Firefox and WebKit fail an import cut short by leaving the page; a reload would replace the page asked for. A mail
 * link announces beforeunload too, but the visitor stays: their next press or key says so. */
let leaving = false;

export function watchLeaving(): void {
  window.addEventListener("beforeunload", () => (leaving = true));
  for (const type of ["pointerdown", "keydown", "pageshow"]) {
    window.addEventListener(type, () => (leaving = false), { capture: true, passive: true });
  }
}

/** Code the app imports itself, once: `loaded` as soon as it is in, so a page that has it renders without waiting. */
export type OwnCode<T> = {
  loaded: T | undefined;
  load: () => Promise<T>;
  /** Fetched ahead: a failure is handled as `load`'s is, and nothing waits for it. */
  preload: () => void;
};

const never = () => new Promise<never>(() => undefined);

export function ownCode<T>(importer: () => Promise<T>): OwnCode<T> {
  let loading: Promise<T> | undefined;
  const code: OwnCode<T> = {
    loaded: undefined,
    load: () =>
      (loading ??= importer().then(
        (module) => (code.loaded = module),
        (error: unknown) => {
          if (!leaving) return codeMissing(error);
          // Nothing is gone: a visitor who stays after all gets a fresh try.
          loading = undefined;
          return never();
        },
      )),
    preload: () => void code.load().catch(() => undefined),
  };
  return code;
}

/** The one reload a minute, or the error screen; what waits for the code gets the error. */
function codeMissing(error: unknown): Promise<never> {
  console.error(error);
  if (mayReloadForModule(() => window.sessionStorage, navigator.onLine, Date.now())) {
    window.location.reload();
    return never();
  }
  moduleMissing = true;
  listeners.forEach((listener) => listener());
  return Promise.reject(
    new Error("The page's code could not be loaded, and the one reload allowed has been used", { cause: error }),
  );
}
