import { watchIntent } from "~/lib/first-intent";
import { holdSubmitsUntilReady } from "~/lib/held-submit";
import { isAppHydrated, startApp } from "~/lib/deferred-app";
import { clearSessionKey, hasSessionFlag, readSessionKey } from "./session-key";
import { clearUnlockingHint, markUnlocking } from "./unlocking-hint";
import { vaultBuildId } from "./vault-build-id";

/*
 * Runs inline on the gate pages, before the gate. The app (React Router, the
 * vault, the grid and the case study) starts at once for a tab that holds
 * this build's key, and otherwise when the visitor starts using the gate; a
 * password submitted before then is held and carried out.
 */
const preloads: unknown = JSON.parse(document.currentScript?.getAttribute("data-preloads") ?? "[]");
// Without its code, the page can only show the gate it was built with.
const start = () =>
  startApp(Array.isArray(preloads) ? preloads.filter((href) => typeof href === "string") : [], clearUnlockingHint);

if (readSessionKey(vaultBuildId)) {
  markUnlocking();
  start();
} else {
  // A flag without this build's key (an older build's, or one set by hand) opens nothing.
  if (hasSessionFlag()) clearSessionKey();
  // Nothing decrypts outside a secure context: the app starts now, to say so in place of the form.
  if (!window.isSecureContext) start();
  watchIntent("[data-gate]", start);
  holdSubmitsUntilReady(isAppHydrated, start);
}
