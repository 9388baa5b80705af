import { ImageOff } from "lucide-react";
import type { Ref } from "react";
import { cn } from "~/lib/cn";
import type { SealedImage } from "@content/schema";

/** The box every state of an image shares, so nothing shifts from placeholder to picture. */
export function imageBox(className: string | undefined): string {
  return cn("block bg-white/10", className ?? "h-auto w-full");
}

type ImagePlaceholderProps = {
  image: SealedImage;
  className?: string;
  unavailableLabel?: string;
  ref?: Ref<HTMLDivElement>;
};

export function ImagePlaceholder({ image, className, unavailableLabel, ref }: ImagePlaceholderProps) {
  return (
    <div
      ref={ref}
      role="img"
      aria-label={unavailableLabel ? `${image.alt}. ${unavailableLabel}` : image.alt}
      aria-busy={!unavailableLabel}
      // Never what a press lands on: the picture replaces it, and a press begun on a removed element fires no click.
      className={cn(imageBox(className), "pointer-events-none grid place-items-center")}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    >
      {unavailableLabel && (
        <span aria-hidden="true" className="flex flex-col items-center gap-2 p-4 text-center text-sm">
          <ImageOff className="size-6 opacity-60" />
          {unavailableLabel}
        </span>
      )}
    </div>
  );
}
