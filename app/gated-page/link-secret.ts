import { readLinkFragment, type LinkSecret } from "~/lib/vault/link-fragment";
import { markLinkOutcome, type LinkOutcome } from "./page-marks";

/** Takes the secret out of the address and history first; the section it names takes its place (fragment-arrival). */
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
