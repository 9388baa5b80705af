import { fromBase64Url, toBase64Url, vaultFormat } from "./format";

/** Spec §4's flag; only a hint for the UI. Content renders only after a decryption. */
export const sessionFlagKey = "portfolio-authenticated";
const flagKey = sessionFlagKey;
/** The derived key of this build (never the password): a reload skips the slow derivation. */
const keyKey = "portfolio-key";

/** What a tab holds once unlocked, and nothing else of the site's. */
export const storedKeyEntries = [flagKey, keyKey] as const;

/** Kept here when sessionStorage is unavailable, so unlocking lasts for the page's life. */
let memory: { flag: string | null; key: string | null } = { flag: null, key: null };
/** Set once storage refused a write: from then on memory is the truth for this page. */
let storageFailed = false;
const listeners = new Set<() => void>();

function read(name: typeof flagKey | typeof keyKey): string | null {
  if (storageFailed) return name === flagKey ? memory.flag : memory.key;
  try {
    return sessionStorage.getItem(name);
  } catch {
    return name === flagKey ? memory.flag : memory.key;
  }
}

function write(values: { flag: string | null; key: string | null }): void {
  memory = values;
  try {
    for (const [name, value] of [
      [flagKey, values.flag],
      [keyKey, values.key],
    ] as const) {
      if (value === null) sessionStorage.removeItem(name);
      else sessionStorage.setItem(name, value);
    }
  } catch {
    // Storage disabled or full: the in-memory copy serves this page.
    storageFailed = true;
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToSessionKey(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this tab holds an unlock flag; the stored key still has to open the vault. */
export function hasSessionFlag(): boolean {
  return read(flagKey) === "true";
}

export function storeSessionKey(buildId: string, kekBytes: Uint8Array): void {
  write({ flag: "true", key: JSON.stringify({ v: 1, b: buildId, k: toBase64Url(kekBytes) }) });
}

/** The stored key if it is well formed and belongs to this build; anything else counts as none. */
export function readSessionKey(buildId: string): Uint8Array<ArrayBuffer> | null {
  if (!hasSessionFlag()) return null;
  try {
    const stored: unknown = JSON.parse(read(keyKey) ?? "");
    if (typeof stored !== "object" || stored === null) return null;
    const { v, b, k } = stored as Record<string, unknown>;
    if (v !== 1 || b !== buildId || typeof k !== "string") return null;
    const bytes = fromBase64Url(k);
    return bytes.length === vaultFormat.keyBytes ? bytes : null;
  } catch {
    return null;
  }
}

export function clearSessionKey(): void {
  write({ flag: null, key: null });
}
