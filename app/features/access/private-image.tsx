import { ImageOff } from "lucide-react";
import { cn } from "~/lib/cn";
import { useVaultImageUrl } from "./use-private-content";
import type { SealedImage } from "@content/schema";

type PrivateImageProps = { image: SealedImage; className?: string; loading?: "lazy" | "eager" };

/**
 * A confidential image: fetched and decrypted when shown, in a box of its final
 * size from the first frame, so nothing shifts while it decrypts.
 */
export function PrivateImage({ image, className, loading = "lazy" }: PrivateImageProps) {
  const { data: url, isError } = useVaultImageUrl(image);
  const box = cn("block bg-white/10", className ?? "h-auto w-full");
  const aspectRatio = `${image.width} / ${image.height}`;
  if (url) {
    return (
      <img src={url} alt={image.alt} width={image.width} height={image.height} loading={loading} className={box} />
    );
  }
  return (
    <div
      role="img"
      aria-label={image.alt}
      aria-busy={!isError}
      className={cn(box, "grid place-items-center")}
      style={{ aspectRatio }}
    >
      {isError ? (
        <ImageOff aria-hidden="true" className="size-6 opacity-60" />
      ) : (
        <span aria-hidden="true" className="size-full motion-safe:animate-pulse" />
      )}
    </div>
  );
}
