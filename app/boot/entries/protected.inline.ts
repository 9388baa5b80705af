import { gateAttribute, heldAppPreloadsAttribute, selectorOf } from "~/boot/contract";
import { showLinkOutcome, takeLinkSecret } from "~/features/access/link-secret";
import { readLinkFragment } from "~/lib/vault/link-fragment";
import { clearSessionKey, readSessionKey } from "~/lib/vault/session-key";
import { clearUnlockingHint, markUnlocking } from "~/boot/unlocking-hint";
import { vaultBuildId } from "~/lib/vault/build-id";
import { openPreview } from "~/private-content/open-preview";
import { unlockAndRemember } from "~/lib/vault/client";
import { problemKind } from "~/lib/vault/format";
import { heroImageWidth } from "~/features/case-study/hero-image-width";
import { coverImageWidth } from "~/features/projects/cover-image-width";
import { isAppHydrated, startApp } from "~/boot/deferred-app";
import { watchIntent } from "~/boot/first-intent";
import { holdSubmitsUntilReady } from "~/boot/held-submit";
import { requestWebFontsNow } from "~/boot/web-fonts";

// See docs/decisions/008-pages-that-paint-before-any-script.md and 009-case-studies-that-open-at-once.md
const preloads: unknown = JSON.parse(document.currentScript?.getAttribute(heldAppPreloadsAttribute) ?? "[]");
const start = () =>
  startApp(Array.isArray(preloads) ? preloads.filter((href) => typeof href === "string") : [], clearUnlockingHint);

const previewDeadlineMs = 3000;

function showSealedPage(storedKey: Uint8Array<ArrayBuffer>): void {
  markUnlocking();
  requestWebFontsNow();
  // The preview first: the app's scripts would take the bandwidth it needs.
  const sitePathname = window.location.pathname.slice(import.meta.env.BASE_URL.length);
  const preview = openPreview(storedKey, sitePathname, { hero: heroImageWidth, cover: coverImageWidth });
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
      showSealedPage(unlocked.kekBytes);
      return;
    }
    showLinkOutcome("refused");
  } catch (error) {
    const unreachable = problemKind(error) === "network";
    // Not the link's fault: put it back, so reloading tries again.
    if (unreachable) window.history.replaceState(window.history.state, "", fragment);
    showLinkOutcome(unreachable ? "unreachable" : "refused");
  }
  clearUnlockingHint();
  showGate();
}

// A link to the page already open changes only the fragment, which would skip the link handling below.
window.addEventListener("hashchange", () => {
  if (readLinkFragment(window.location.hash).kind !== "none") window.location.reload();
});
const link = takeLinkSecret();
const storedKey = readSessionKey(vaultBuildId);
if (link.kind === "password") {
  markUnlocking();
  void openWithLink(link.password, link.fragment);
} else if (link.kind === "malformed") {
  showLinkOutcome("refused");
  showGate();
} else if (storedKey) {
  showSealedPage(storedKey);
} else {
  showGate();
}
