import type { SealedImage, SealedVariant } from "@content/schema";

/** Beyond 2× a reader sees no more detail in a screenshot; the cap spares a 3× phone more than half the bytes. */
export const maxDensity = 2;

type VariantNeeds = { avif: boolean; slotWidth: number; devicePixelRatio: number };

/** Every sealed image has WebP. */
export function chooseVariant(
  image: Pick<SealedImage, "variants">,
  { avif, slotWidth, devicePixelRatio }: VariantNeeds,
): SealedVariant | undefined {
  const format = avif && image.variants.some((variant) => variant.mime === "image/avif") ? "image/avif" : "image/webp";
  const candidates = image.variants.filter((variant) => variant.mime === format).sort((a, b) => a.width - b.width);
  const pixels = slotWidth * Math.min(devicePixelRatio, maxDensity);
  return candidates.find((variant) => variant.width >= pixels) ?? candidates.at(-1);
}
