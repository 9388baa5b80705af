import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in prerendered HTML and during hydration, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
