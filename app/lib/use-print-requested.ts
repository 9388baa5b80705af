import { useSyncExternalStore } from "react";

// A printed page has no scrolling to bring in what loads near the screen.
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

export function usePrintRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested || Boolean(printMedia()?.matches),
    () => false,
  );
}
