import type { SealedImage, SealedStudy, SealedVariant, VaultIndex } from "@content/schema";
import { hasOutline, type Outline } from "~/lib/vault/payload";

export type { VaultCard, VaultIndex } from "@content/schema";
export type VaultImage = SealedImage;
export type VaultImageVariant = SealedVariant;
export type StudyBody = SealedStudy;

/** Only the fields rendering relies on: the build checks every record against content/schema.ts before sealing it. */
const cardOutline: Outline = { id: "string", title: "string", image: "object", tags: "array", metrics: "array" };
const studyOutline: Outline = {
  title: "string",
  tagline: "string",
  overview: "array",
  roleResponsibilities: "array",
  challenge: "object",
  solution: "object",
  process: "object",
  outcomes: "object",
  learned: "array",
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
