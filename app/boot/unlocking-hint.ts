// Hides the prerendered gate while a stored key is checked, so reloading an unlocked page never flashes the form.
import { unlockingAttribute } from "./contract";

export function markUnlocking(): void {
  document.documentElement.setAttribute(unlockingAttribute, "");
}

export function isUnlocking(): boolean {
  return document.documentElement.hasAttribute(unlockingAttribute);
}

export function clearUnlockingHint(): void {
  document.documentElement.removeAttribute(unlockingAttribute);
}
