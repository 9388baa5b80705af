import { clearSessionKey, hasSessionFlag, readSessionKey } from "~/features/access/session-key";
import { clearUnlockingHint, markUnlocking } from "~/features/access/unlocking-hint";
import { vaultBuildId } from "~/features/access/vault-build-id";
import { warmVault } from "~/features/access/warm-vault";
import { heroImageWidth } from "~/features/case-study/hero-image-width";
import { coverImageWidth } from "~/features/projects/cover-image-width";
import { isAppHydrated, startApp } from "~/lib/deferred-app";
import { watchIntent } from "~/lib/first-intent";
import { holdSubmitsUntilReady } from "~/lib/held-submit";
import { requestWebFontsNow } from "~/lib/web-fonts";

/*
 * Runs inline on the gate pages (the grid and the case studies while
 * locked), before the gate. The app (React Router, the vault, the grid and
 * the case study) starts at once for a tab that holds this build's key, with
 * the page's vault files, and otherwise when the visitor starts using the
 * gate; a password submitted before then is held and carried out. A tab
 * without a key fetches nothing of the vault.
 */
const preloads: unknown = JSON.parse(document.currentScript?.getAttribute("data-preloads") ?? "[]");
// Without its code, the page can only show the gate it was built with.
const start = () =>
  startApp(Array.isArray(preloads) ? preloads.filter((href) => typeof href === "string") : [], clearUnlockingHint);

const storedKey = readSessionKey(vaultBuildId);
if (storedKey) {
  markUnlocking();
  // The vault's files first: each waits for the one before it, while the scripts only need bandwidth.
  const sitePathname = window.location.pathname.slice(import.meta.env.BASE_URL.length);
  void warmVault(storedKey, sitePathname, { hero: heroImageWidth, cover: coverImageWidth });
  start();
  requestWebFontsNow();
} else {
  // A flag without this build's key (an older build's, or one set by hand) opens nothing.
  if (hasSessionFlag()) clearSessionKey();
  // Nothing decrypts outside a secure context: the app starts now, to say so in place of the form.
  if (!window.isSecureContext) start();
  watchIntent("[data-gate]", start);
  holdSubmitsUntilReady(isAppHydrated, start);
}
