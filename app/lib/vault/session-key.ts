import { fromBase64Url, toBase64Url, vaultFormat } from "./format";

/** Only a hint for the UI: content renders only after a decryption (docs/product.md#access-state). */
export const sessionFlagKey = "portfolio-authenticated";
const flagKey = sessionFlagKey;
/** The derived key, never the password: a reload skips the slow derivation. */
const keyKey = "portfolio-key";

export const storedKeyEntries = [flagKey, keyKey] as const;

/** Without sessionStorage, unlocking lasts for the page's life. */
let memory: { flag: string | null; key: string | null } = { flag: null, key: null };
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
    storageFailed = true;
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToSessionKey(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasSessionFlag(): boolean {
  return read(flagKey) === "true";
}

export function storeSessionKey(buildId: string, kekBytes: Uint8Array): void {
  write({ flag: "true", key: JSON.stringify({ v: 1, b: buildId, k: toBase64Url(kekBytes) }) });
}

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
