import { reloadForMissingCode } from "./module-reload-guard";

/*
 * A page can hold React Router's scripts back until they are needed (the
 * gate pages: until the visitor starts using the gate, or at once for a tab
 * that holds a key). Such a page carries a boot script marked with
 * `holdsAppAttribute`; the build (scripts/build/finalize-build.ts) then moves the
 * page's module preloads into that script's `data-preloads` and turns React
 * Router's module script inert, marked with `heldModuleAttribute`.
 */
export const holdsAppAttribute = "data-holds-app";
export const heldModuleAttribute = "data-app-module";
const hydratedAttribute = "data-app-hydrated";

let started = false;

/**
 * Puts React Router's scripts back: preloads at once, the module script once
 * the page is parsed. `onUnavailable` runs if the code cannot be loaded and
 * the one reload for it has been used.
 */
export function startApp(preloads: readonly string[], onUnavailable: () => void): void {
  if (started) return;
  started = true;
  for (const href of preloads) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
  const run = () => {
    const held = document.querySelector(`script[${heldModuleAttribute}]`);
    if (!held) return;
    const script = document.createElement("script");
    script.type = "module";
    // The same text as the build wrote, so the page's policy already holds its hash.
    script.textContent = held.textContent;
    script.addEventListener("error", () => {
      if (!reloadForMissingCode(new Error("The page's code could not be loaded"))) onUnavailable();
    });
    document.body.append(script);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}

/** Called by the app once React has hydrated the document. */
export function markAppHydrated(): void {
  document.documentElement.setAttribute(hydratedAttribute, "");
}

export function isAppHydrated(): boolean {
  return document.documentElement.hasAttribute(hydratedAttribute);
}
