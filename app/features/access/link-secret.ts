import { readLinkFragment, type LinkSecret } from "~/lib/vault/link-fragment";

/** Reads the link's secret and removes it from the address bar and this history entry, before anything else runs. */
export function takeLinkSecret(): LinkSecret {
  const secret = readLinkFragment(window.location.hash);
  if (secret.kind !== "none") {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
  return secret;
}

/** What the gate says about a link that did not open it (the stylesheet shows it: app.css, link-refused and link-unreachable). */
export function showLinkOutcome(outcome: "refused" | "unreachable"): void {
  document.documentElement.setAttribute("data-link", outcome);
}
