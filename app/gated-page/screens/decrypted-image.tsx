import type { ComponentProps } from "react";
import type { ImageSlot } from "~/features/case-study/image-slot";
import { PrivateImage } from "~/gated-page/private-image";
import { access } from "@content/public";

/** The app's image in the grid and a study: decrypted from the vault as it nears the screen. */
export function DecryptedImage(props: ComponentProps<ImageSlot>) {
  return <PrivateImage {...props} unavailableLabel={access.problems.image} />;
}
