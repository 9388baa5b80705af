/**
 * Calls `onStretch` with the length of each stretch of time the page is visible, ended by hiding the page, leaving it
 * or `stop`. Hiding covers a tab switch, a closed tab and a phone's lock button; pagehide covers Safari, which may
 * leave without a visibilitychange.
 */
export function watchVisibleStretches(onStretch: (ms: number) => void, now = () => performance.now()): () => void {
  let since = document.visibilityState === "visible" ? now() : null;
  const end = () => {
    if (since === null) return;
    const ms = Math.round(now() - since);
    since = null;
    if (ms > 0) onStretch(ms);
  };
  const resume = () => {
    if (document.visibilityState === "visible") since ??= now();
    else end();
  };
  document.addEventListener("visibilitychange", resume);
  window.addEventListener("pageshow", resume);
  window.addEventListener("pagehide", end);
  return () => {
    end();
    document.removeEventListener("visibilitychange", resume);
    window.removeEventListener("pageshow", resume);
    window.removeEventListener("pagehide", end);
  };
}
