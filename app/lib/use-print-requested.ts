import { useSyncExternalStore } from "react";

/*
 * Once the visitor asks to print, everything that waits to come near the
 * screen (private screens, the diagram) loads, and stays loaded: a printed
 * page or a PDF has no scrolling to bring it in.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestPrint(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

// Some environments (jsdom) have no matchMedia; beforeprint still tells.
const printMedia = () => (typeof window.matchMedia === "function" ? window.matchMedia("print") : undefined);

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const media = printMedia();
  const onMedia = () => media?.matches && requestPrint();
  window.addEventListener("beforeprint", requestPrint);
  media?.addEventListener("change", onMedia);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("beforeprint", requestPrint);
    media?.removeEventListener("change", onMedia);
  };
}

/** True from the visitor's first request to print (or save as PDF); false while prerendering. */
export function usePrintRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested || Boolean(printMedia()?.matches),
    () => false,
  );
}
