import type { ComponentProps } from "react";
import type { ImageSlot } from "~/features/case-study/image-slot";
import { PrivateImage } from "~/gated-page/private-image";
import { access } from "@content/public";

export function DecryptedImage(props: ComponentProps<ImageSlot>) {
  return <PrivateImage {...props} unavailableLabel={access.problems.image} />;
}
