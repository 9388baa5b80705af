import { useState } from "react";
import { useAvifSupport } from "~/lib/use-avif-support";
import { usePrintRequested } from "~/lib/use-print-requested";
import { useSlotWidth } from "~/lib/use-slot-width";
import { chooseVariant } from "./choose-variant";
import { imageBox, ImagePlaceholder } from "./image-placeholder";
import { useVaultImageUrl } from "./use-private-content";
import type { SealedImage } from "@content/schema";

type PrivateImageProps = {
  image: SealedImage;
  unavailableLabel: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** For the likely largest paint: its width known before layout, so it is fetched at once and first. */
  widthAt?: (viewportWidth: number) => number;
};

export function PrivateImage({ image, unavailableLabel, className, loading = "lazy", widthAt }: PrivateImageProps) {
  const priority = widthAt !== undefined;
  const printing = usePrintRequested();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const slotWidth = useSlotWidth(element, loading === "lazy" && !priority, widthAt);
  const avif = useAvifSupport();
  const variant =
    slotWidth === null || avif === undefined
      ? undefined
      : chooseVariant(image, { avif, slotWidth, devicePixelRatio: window.devicePixelRatio });
  const { data: url, isError, isPaused } = useVaultImageUrl(image, variant, priority);
  if (url) {
    return (
      <img
        ref={setElement}
        src={url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority || printing ? "eager" : loading}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={imageBox(className)}
      />
    );
  }
  // Offline, the fetch waits instead of failing: say so meanwhile.
  const unavailable = isError || isPaused;
  return (
    <ImagePlaceholder
      ref={setElement}
      image={image}
      className={className}
      unavailableLabel={unavailable ? unavailableLabel : undefined}
    />
  );
}
