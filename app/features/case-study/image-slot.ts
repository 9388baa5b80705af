import type { ComponentType } from "react";
import type { SealedImage } from "@content/schema";

/** How the page shows a confidential image; the route passes in the vault's decrypting component. */
export type ImageSlot = ComponentType<{ image: SealedImage; className?: string; loading?: "lazy" | "eager" }>;
