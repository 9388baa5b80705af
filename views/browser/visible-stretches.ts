export type Stretch = { visit: string; visibleMs: number; ended: boolean };

/** A visit already reported as opened, before this watch began: by the sealed preview (view-reports.tsx). */
export type OpenedVisit = { visit: string; since: number };

/** A browser that quits or crashes sends nothing more: without these updates a visit would keep only its opening. */
export const updateEveryMs = 15_000;

/** Each stretch in view, reported at its start, every `updateEveryMs` and at its end; pagehide covers Safari. */
export function watchVisibleStretches(
  report: (stretch: Stretch) => void,
  {
    opened,
    now = () => performance.now(),
    newVisit = () => crypto.randomUUID(),
  }: { opened?: OpenedVisit; now?: () => number; newVisit?: () => string } = {},
): () => void {
  let current: (OpenedVisit & { updates: ReturnType<typeof setInterval> }) | null = null;
  const send = (ended: boolean) => {
    if (current) report({ visit: current.visit, visibleMs: Math.max(0, Math.round(now() - current.since)), ended });
  };
  const begin = (visit: OpenedVisit) => {
    current = { ...visit, updates: setInterval(() => send(false), updateEveryMs) };
  };
  const end = () => {
    if (!current) return;
    send(true);
    clearInterval(current.updates);
    current = null;
  };
  const resume = () => {
    if (document.visibilityState !== "visible") return end();
    if (current) return;
    begin({ visit: newVisit(), since: now() });
    send(false);
  };
  if (opened && document.visibilityState === "visible") begin(opened);
  else resume();
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
