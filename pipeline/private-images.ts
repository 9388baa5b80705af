import {
  encodeVariants,
  largestWidth,
  mapConcurrently,
  type EncodedVariant,
  type SourceSize,
} from "./image-pipeline.ts";
import type { LoadedImage } from "./private-content.ts";

// Slots are 250–350 CSS px on a phone and up to about 1,090 px on a desktop: these steps serve both at 1× and 2×.
// The 1440 cap gives a 2× desktop screen two thirds of its pixels rather than a 2 MB file.
export const privateWidthSteps = [320, 640, 960, 1440] as const;
export const privateFormats = ["avif", "webp"] as const;

// Adds the full width when the nearest step would lose over a fifth of it.
export function privateVariantWidths(size: SourceSize): number[] {
  const largest = Math.min(largestWidth(size), privateWidthSteps.at(-1) ?? Infinity);
  const steps = privateWidthSteps.filter((step) => step <= largest);
  const top = steps.at(-1);
  return top !== undefined && top * 1.25 >= largest ? steps : [...steps, largest];
}

export type OptimisedImage = LoadedImage & { variants: EncodedVariant[] };

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
