import { fetchHeader, vaultBuildId } from "../vault/client";
import { openRecipientLabel } from "../vault/recipient-label";
import { readSessionKey } from "../vault/session-key";
import { maxVisibleMs, viewBeacon } from "./view-report";
import type { ViewsTarget } from "./views-target";
import { watchVisibleStretches } from "./visible-stretches";

// Loaded only on unlocked pages of a build with views on (app/private-content/view-reports.tsx).

let recipient: Promise<string | null> | undefined;

/** The tab's key opens its own slot's label; the key itself never leaves the tab. */
function recipientLabel(): Promise<string | null> {
  recipient ??= (async () => {
    const kek = readSessionKey(vaultBuildId);
    return kek ? openRecipientLabel(await fetchHeader(), kek) : null;
  })().catch(() => null);
  return recipient;
}

/** Reports each stretch of time `page` is visible until `stop` is called (the visitor moved to another page). */
export function reportPage(target: ViewsTarget, page: string): () => void {
  let label: string | null = null;
  void recipientLabel().then((value) => (label = value));
  return watchVisibleStretches((visibleMs) => {
    if (!label) return;
    const { url, body } = viewBeacon(
      target,
      { recipient: label, page, visibleMs: Math.min(visibleMs, maxVisibleMs) },
      { basePath: import.meta.env.BASE_URL, hostname: location.hostname },
    );
    navigator.sendBeacon(url, body);
  });
}
