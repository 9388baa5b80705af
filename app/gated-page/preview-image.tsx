import type { SealedImage } from "@content/schema";
import { imageBox, ImagePlaceholder } from "./image-placeholder";
import { previewImageAttribute } from "~/boot/contract";

type PreviewImageProps = {
  image: SealedImage;
  className?: string;
  /** Only the likely largest paint is decrypted for the preview. */
  widthAt?: (viewportWidth: number) => number;
};

export function PreviewImage({ image, className, widthAt }: PreviewImageProps) {
  if (!widthAt) return <ImagePlaceholder image={image} className={className} />;
  return (
    <img
      alt={image.alt}
      width={image.width}
      height={image.height}
      fetchPriority="high"
      decoding="async"
      className={imageBox(className)}
      {...{ [previewImageAttribute]: JSON.stringify(image) }}
    />
  );
}
