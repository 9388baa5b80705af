import type { SealedImage, SealedStudy, SealedVariant, VaultIndex } from "@content/schema";
import { VaultError } from "./vault-format";

export type { VaultCard, VaultIndex } from "@content/schema";
export type VaultImage = SealedImage;
export type VaultImageVariant = SealedVariant;
export type StudyBody = SealedStudy;

/*
 * What the vault's encrypted files hold once opened. The build validated
 * every record against content/schema.ts before sealing it, and AES-GCM
 * binds each file to this build and its name: a file that decrypts is what
 * the build checked. So the browser carries no schema library, only a look
 * at the outline that rendering relies on, in case an app and a vault of
 * different builds ever meet.
 */

type Outline = Record<string, "string" | "number" | "array" | "object">;

function hasOutline(value: unknown, outline: Outline): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(outline).every(([key, kind]) =>
    kind === "array" ? Array.isArray(record[key]) : typeof record[key] === kind && record[key] !== null,
  );
}

const cardOutline: Outline = { id: "string", title: "string", image: "object", tags: "array", metrics: "array" };
const studyOutline: Outline = {
  title: "string",
  tagline: "string",
  overview: "string",
  roleResponsibilities: "array",
  challenge: "object",
  solution: "object",
  process: "object",
  outcomes: "object",
  learned: "string",
  tools: "array",
  tags: "array",
  testimonial: "object",
};

export function isVaultIndex(value: unknown): value is VaultIndex {
  return (
    hasOutline(value, { cards: "array", studies: "object", preview: "string" }) &&
    (value.cards as unknown[]).every((card) => hasOutline(card, cardOutline))
  );
}

export function isVaultImage(value: unknown): value is VaultImage {
  return hasOutline(value, { alt: "string", width: "number", height: "number", variants: "array" });
}

export function isStudyBody(value: unknown): value is StudyBody {
  return hasOutline(value, studyOutline);
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
