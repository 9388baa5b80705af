import { gateAttribute, selectorOf } from "~/boot/contract";
import { watchIntent } from "~/boot/first-intent";
import { holdSubmitsUntilReady } from "~/boot/held-submit";
import { requestWebFontsNow } from "~/boot/web-fonts";
import { vaultBuildId } from "~/lib/vault/build-id";
import { openWithKey, unlockAndRemember } from "~/lib/vault/client";
import { problemKind } from "~/lib/vault/format";
import { readLinkFragment } from "~/lib/vault/link-fragment";
import { clearSessionKey, readSessionKey } from "~/lib/vault/session-key";
import { startApp } from "./held-app";
import { showLinkOutcome, takeLinkSecret } from "./link-secret";
import { openPreview, type LargestImageWidths } from "./open-preview";
import { handOverOpening, type Opening } from "./opening";
import { clearOpening, isAppHydrated, markOpening } from "./page-marks";

const previewDeadlineMs = 3000;

export function bootGatedPage(preloads: readonly string[], widths: LargestImageWidths): void {
  const start = () => startApp(preloads, clearOpening);

  function showSealedPage(opening: Opening): void {
    handOverOpening(opening);
    requestWebFontsNow();
    // The preview first: the app's scripts would take the bandwidth it needs.
    const sitePathname = window.location.pathname.slice(import.meta.env.BASE_URL.length);
    const preview = openPreview(opening, sitePathname, widths);
    void Promise.race([preview, new Promise((resolve) => setTimeout(resolve, previewDeadlineMs))]).finally(start);
  }

  function showGate(): void {
    // A flag without this build's key, or a key without the flag (an older build's, or one set by hand), opens nothing.
    clearSessionKey();
    // Nothing decrypts outside a secure context: the app starts now to say so in place of the form.
    if (!window.isSecureContext) start();
    watchIntent(selectorOf(gateAttribute), start);
    holdSubmitsUntilReady(isAppHydrated, start);
  }

  async function openWithLink(password: string, fragment: string): Promise<void> {
    try {
      const unlocked = await unlockAndRemember(password);
      if (unlocked) {
        const { indexKey, indexId, recipient } = unlocked;
        showSealedPage(Promise.resolve({ indexKey, indexId, recipient }));
        return;
      }
      showLinkOutcome("refused");
    } catch (error) {
      // Not the link's fault (the vault unreachable, gone or damaged): put it back, so reloading tries again.
      window.history.replaceState(window.history.state, "", fragment);
      const kind = problemKind(error);
      showLinkOutcome(kind === "network" ? "unreachable" : kind === "missing" ? "missing" : "integrity");
    }
    clearOpening();
    showGate();
  }

  // A link to the page already open changes only the fragment, which would skip the link handling below.
  window.addEventListener("hashchange", () => {
    if (readLinkFragment(window.location.hash).kind !== "none") window.location.reload();
  });
  const link = takeLinkSecret();
  const storedKey = readSessionKey(vaultBuildId);
  if (link.kind === "password") {
    markOpening();
    void openWithLink(link.password, link.fragment);
  } else if (link.kind === "malformed") {
    showLinkOutcome("refused");
    showGate();
  } else if (storedKey) {
    markOpening();
    showSealedPage(openWithKey(storedKey));
  } else {
    showGate();
  }
}
