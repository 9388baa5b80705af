import type { EncodedImage } from "~/lib/public-image";

type ResponsiveImageProps = {
  image: EncodedImage;
  alt: string;
  /** The image's CSS width at each viewport width, so the browser picks the file before layout. */
  sizes: string;
  className?: string;
  /** The page's largest paint: loaded at once and first. Anything else waits until it nears the viewport. */
  priority?: boolean;
};

export function ResponsiveImage({ image, alt, sizes, className, priority = false }: ResponsiveImageProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
