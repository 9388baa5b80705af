import type { SealedImage } from "@content/schema";
import { imageBox, ImagePlaceholder } from "./image-placeholder";
import { previewImageAttribute } from "./preview";

type PreviewImageProps = {
  image: SealedImage;
  className?: string;
  /** Given for the page's likely largest paint (see PrivateImage), the one image the preview shows. */
  widthAt?: (viewportWidth: number) => number;
};

/**
 * An image in a page the build renders for its sealed preview: the same box
 * PrivateImage shows. The largest is an <img> waiting for its picture, which
 * the head script decrypts (the sealed reference travels with it, inside
 * the encrypted page); the others keep their placeholder until the app runs.
 */
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
