import { useSyncExternalStore } from "react";
import { shownTheme, themeAttribute, type ColorTheme } from "./color-theme";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [themeAttribute] });
  return () => observer.disconnect();
}

/** The theme the page shows (./color-theme.ts), for what draws its own colours; "light" while prerendering. */
export function useColorTheme(): ColorTheme {
  return useSyncExternalStore(
    subscribe,
    () => shownTheme(),
    () => "light",
  );
}
