import type { ComponentType } from "react";
import type { SealedImage } from "@content/schema";

/** How the page shows a confidential image; the route passes in the vault's decrypting component. */
export type ImageSlot = ComponentType<{
  image: SealedImage;
  className?: string;
  loading?: "lazy" | "eager";
  /** For the page's likely largest paint: the width it is shown at for a window width, known before layout. */
  widthAt?: (viewportWidth: number) => number;
}>;
