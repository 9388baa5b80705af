import {
  encodeVariants,
  largestWidth,
  mapConcurrently,
  type EncodedVariant,
  type SourceSize,
} from "./image-pipeline.ts";
import type { LoadedImage } from "./private-content.ts";

/**
 * Variant widths of the case-study images. Their slots are 250–350 CSS px on
 * a phone (phone frames, 320 px cards, covers, full-width screens) and up to
 * about 1,090 px on a desktop; these steps serve both at 1× and 2× with at
 * most about twice the pixels a slot needs. 1440 is the cap: a desktop screen
 * at 2× gets two thirds of its pixels rather than a 2 MB file.
 */
export const privateWidthSteps = [320, 640, 960, 1440] as const;
export const privateFormats = ["avif", "webp"] as const;

/** The steps a source covers without upscaling, plus its full width when the nearest step would lose over a fifth. */
export function privateVariantWidths(size: SourceSize): number[] {
  const largest = Math.min(largestWidth(size), privateWidthSteps.at(-1) ?? Infinity);
  const steps = privateWidthSteps.filter((step) => step <= largest);
  const top = steps.at(-1);
  return top !== undefined && top * 1.25 >= largest ? steps : [...steps, largest];
}

/** A private image once optimised: the original's size, for the aspect-ratio box, and every variant to seal. */
export type OptimisedImage = LoadedImage & { variants: EncodedVariant[] };

/** Optimises every private image, keyed by file; the encrypt step seals the variants, never the sources. */
export async function optimisePrivateImages(
  images: ReadonlyMap<string, LoadedImage>,
): Promise<Map<string, OptimisedImage>> {
  const optimised = await mapConcurrently([...images.values()], async (image) => {
    const requests = privateVariantWidths(image.size).flatMap((width) =>
      privateFormats.map((format) => ({ format, width })),
    );
    const variants = await encodeVariants({ name: image.file, bytes: image.bytes, size: image.size }, requests);
    return { ...image, variants };
  });
  return new Map(optimised.map((image) => [image.file, image]));
}
