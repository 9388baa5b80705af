import { openingProperty } from "~/boot/contract";
import type { VaultSession } from "~/lib/vault/client";

// Once per load: the app takes over the inline boot's opening rather than unwrap the slot again.

export type Opening = Promise<VaultSession | null>;

export function handOverOpening(opening: Opening): void {
  // A rejection is the app's to report, once it takes the opening over.
  opening.catch(() => undefined);
  Reflect.set(window, openingProperty, opening);
}

/** The boot's opening, once; undefined where the boot opened nothing (no key, or the app opened the page itself). */
export function takeOverOpening(): Opening | undefined {
  const opening: unknown = Reflect.get(window, openingProperty);
  Reflect.deleteProperty(window, openingProperty);
  return opening instanceof Promise ? opening : undefined;
}
