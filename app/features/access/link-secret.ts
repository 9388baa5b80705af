import { linkOutcomeAttribute } from "~/boot/contract";
import { readLinkFragment, type LinkSecret } from "~/lib/vault/link-fragment";

/** Removes the secret from the address bar and this history entry before anything else runs. */
export function takeLinkSecret(): LinkSecret {
  const secret = readLinkFragment(window.location.hash);
  if (secret.kind !== "none") {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
  return secret;
}

export function showLinkOutcome(outcome: "refused" | "unreachable"): void {
  document.documentElement.setAttribute(linkOutcomeAttribute, outcome);
}
