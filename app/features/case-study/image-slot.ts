import type { ComponentType } from "react";
import type { SealedImage } from "@content/schema";

/** The route passes in the vault's decrypting component; the build's preview passes its own. */
export type ImageSlot = ComponentType<{
  image: SealedImage;
  className?: string;
  loading?: "lazy" | "eager";
  widthAt?: (viewportWidth: number) => number;
}>;
