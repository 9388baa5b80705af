import {
  appHydratedAttribute,
  linkOutcomeAttribute,
  openedVisitAttribute,
  previewAttribute,
  printMarkProperty,
  unlockingAttribute,
} from "~/boot/contract";

// The inline boot and the app share no module, so these marks on <html> are their shared state (README.md).

const root = () => document.documentElement;

export function markOpening(): void {
  root().setAttribute(unlockingAttribute, "");
}

export function isOpening(): boolean {
  return root().hasAttribute(unlockingAttribute);
}

export function clearOpening(): void {
  root().removeAttribute(unlockingAttribute);
}

export type LinkOutcome = "refused" | "unreachable" | "missing" | "integrity";

export function markLinkOutcome(outcome: LinkOutcome): void {
  root().setAttribute(linkOutcomeAttribute, outcome);
}

export function markPreviewShown(at: number): void {
  root().setAttribute(previewAttribute, String(at));
}

export function previewShownAt(): number | null {
  const shownAt = root().getAttribute(previewAttribute);
  return shownAt === null ? null : Number(shownAt);
}

export function clearPreview(): void {
  root().removeAttribute(previewAttribute);
}

export function markAppHydrated(): void {
  root().setAttribute(appHydratedAttribute, "");
}

export function isAppHydrated(): boolean {
  return root().hasAttribute(appHydratedAttribute);
}

export function markOpenedVisit(visit: object): void {
  root().setAttribute(openedVisitAttribute, JSON.stringify(visit));
}

/** Once: the reporter takes it over. */
export function takeOpenedVisit(): unknown {
  const opened: unknown = JSON.parse(root().getAttribute(openedVisitAttribute) ?? "null");
  root().removeAttribute(openedVisitAttribute);
  return opened;
}

/** A named recipient's watermark as a CSS string, which app.css prints in every page's foot margin; null, none. */
export function markPrintedName(mark: string | null): void {
  if (mark === null) root().style.removeProperty(printMarkProperty);
  else root().style.setProperty(printMarkProperty, `"${mark.replace(/["\\]/g, "\\$&").replace(/\s+/g, " ")}"`);
}
