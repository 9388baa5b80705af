import { VaultError } from "./format";

/*
 * What the vault's encrypted files hold once opened. The build validated
 * every record against content/schema.ts before sealing it, and AES-GCM
 * binds each file to this build and its name: a file that decrypts is what
 * the build checked. So the browser carries no schema library, only a look
 * at the outline that rendering relies on, in case an app and a vault of
 * different builds ever meet.
 */

export type Outline = Record<string, "string" | "number" | "array" | "object">;

export function hasOutline(value: unknown, outline: Outline): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(outline).every(([key, kind]) =>
    kind === "array" ? Array.isArray(record[key]) : typeof record[key] === kind && record[key] !== null,
  );
}

/** The decrypted bytes of a JSON file, read as what `isPayload` says; anything else is an integrity failure. */
export function readPayload<Payload>(bytes: Uint8Array, isPayload: (value: unknown) => value is Payload): Payload {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new VaultError("integrity", "decrypted content is not JSON");
  }
  if (!isPayload(value)) throw new VaultError("integrity", "decrypted content is not what this build wrote");
  return value;
}
