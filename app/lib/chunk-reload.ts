const storageKey = "portfolio-chunk-reload";

/** A route chunk that no longer exists: typically a tab left open across a redeploy. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Reloads the page so the browser fetches the current build, at most once per
 * address: if the fresh page fails too, the caller shows the error screen instead
 * of reloading forever. Returns whether a reload was started.
 */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(storageKey) === window.location.href) return false;
    sessionStorage.setItem(storageKey, window.location.href);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Called once the app runs, so a later stale chunk gets its own reload. */
export function forgetChunkReload(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Storage unavailable: nothing was remembered either.
  }
}
