import type { SealedImage, SealedStudy, SealedVariant, VaultIndex } from "@content/schema";
import { vaultOutlines } from "@content/schema/outline";
import { hasOutline } from "~/lib/vault/payload";

export type { VaultCard, VaultIndex } from "@content/schema";
export type VaultImage = SealedImage;
export type VaultImageVariant = SealedVariant;
export type StudyBody = SealedStudy;

export function isVaultIndex(value: unknown): value is VaultIndex {
  return (
    hasOutline(value, vaultOutlines.index) &&
    (value.cards as unknown[]).every((card) => hasOutline(card, vaultOutlines.card))
  );
}

export function isStudyFiles(value: unknown): value is VaultIndex["studies"][string] {
  return hasOutline(value, vaultOutlines.studyFiles);
}

export function isVaultImage(value: unknown): value is VaultImage {
  return hasOutline(value, vaultOutlines.image);
}

export function isStudyBody(value: unknown): value is StudyBody {
  return hasOutline(value, vaultOutlines.study);
}
