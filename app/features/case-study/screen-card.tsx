import { Expand } from "lucide-react";
import { InlineProseText } from "~/components/prose-text";
import { cn } from "~/lib/cn";
import type { SealedScreen } from "@content/schema";
import type { ImageSlot } from "./image-slot";
import { ScreenMark } from "~/gated-page/recipient";

type ScreenCardProps = {
  screen: SealedScreen;
  Image: ImageSlot;
  onOpen: (screen: SealedScreen) => void;
  className?: string;
};

export function ScreenCard({ screen, Image, onOpen, className }: ScreenCardProps) {
  return (
    <button
      type="button"
      onClick={() => onOpen(screen)}
      className={cn(
        "group flex cursor-pointer break-inside-avoid flex-col overflow-hidden rounded-card border border-line bg-surface text-left shadow-card transition-transform motion-safe:hover:-translate-y-1",
        // Without tailwind-merge, a width passed in must replace the default rather than compete with it.
        className ?? "w-full",
      )}
    >
      <span className="relative block overflow-hidden border-b border-line bg-sand">
        <Image image={screen.image} className="h-auto w-full" />
        <ScreenMark />
      </span>
      <span className="flex flex-1 flex-col p-5">
        <span className="flex items-center justify-between gap-3 font-semibold text-ink">
          {screen.title}
          <Expand aria-hidden="true" className="size-4 shrink-0 text-subtle group-hover:text-ember" />
        </span>
        {screen.description && (
          <span className="mt-1.5 text-sm leading-relaxed text-muted">
            <InlineProseText value={screen.description} links={false} />
          </span>
        )}
      </span>
    </button>
  );
}
