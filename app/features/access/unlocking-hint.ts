/**
 * A tab that holds this build's key gets `data-unlocking` on <html> before the
 * gate paints (routes/protected.boot.inline.ts); it hides the prerendered
 * gate page until the app has checked the key, so reloading an unlocked page
 * never flashes the password form. The AuthProvider removes the mark once
 * the check is done.
 */
const unlockingAttribute = "data-unlocking";

export function markUnlocking(): void {
  document.documentElement.setAttribute(unlockingAttribute, "");
}

export function isUnlocking(): boolean {
  return document.documentElement.hasAttribute(unlockingAttribute);
}

export function clearUnlockingHint(): void {
  document.documentElement.removeAttribute(unlockingAttribute);
}
