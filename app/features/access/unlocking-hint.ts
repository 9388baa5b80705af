import { sessionFlagKey } from "./session-key";

/**
 * Runs in <head> before the page paints. A tab that holds the unlock flag gets
 * `data-unlocking` on <html>, which hides the prerendered gate until the app
 * has checked the stored key, so reloading an unlocked page never flashes the
 * password form. The AuthProvider removes the mark once the check is done.
 */
export const unlockingHintScript = `try{if(sessionStorage.getItem(${JSON.stringify(sessionFlagKey)})==="true")document.documentElement.dataset.unlocking=""}catch(e){}`;

export function clearUnlockingHint(): void {
  delete document.documentElement.dataset.unlocking;
}
