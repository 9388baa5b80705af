import { VaultError } from "./format";

// What decrypts is what the build validated; the outline only guards rendering (decision 009).
export type Outline = Record<string, "string" | "number" | "array" | "object">;

export function hasOutline(value: unknown, outline: Outline): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(outline).every(([key, kind]) =>
    kind === "array" ? Array.isArray(record[key]) : typeof record[key] === kind && record[key] !== null,
  );
}

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
