import { readLinkFragment, type LinkSecret } from "~/lib/vault/link-fragment";
import { markLinkOutcome, type LinkOutcome } from "./page-marks";

/**
 * Removes the secret from the address bar and this history entry before anything else runs. The section it names
 * takes its place, so the page opens there (app/boot/fragment-arrival.ts) and a reload or a copied address keeps it.
 */
export function takeLinkSecret(): LinkSecret {
  const secret = readLinkFragment(window.location.hash);
  if (secret.kind !== "none") {
    const section = secret.kind === "password" && secret.section ? `#${secret.section}` : "";
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search + section);
  }
  return secret;
}

export function showLinkOutcome(outcome: LinkOutcome): void {
  markLinkOutcome(outcome);
}
