import { useState } from "react";
import { InlineProseText } from "~/components/prose-text";
import { cn } from "~/lib/cn";
import type { Access, SealedScreen } from "@content/schema";
import type { ImageSlot } from "./image-slot";
import { ScreenMark } from "~/gated-page/recipient";

type PhoneFrameProps = {
  screen: SealedScreen;
  Image: ImageSlot;
  size: "compact" | "full";
  onOpen: (screen: SealedScreen) => void;
  copy: Access["caseStudy"]["phoneFrame"];
};

const heights = {
  compact: { collapsed: "h-[480px]", expanded: "h-[480px]" },
  full: { collapsed: "h-[520px]", expanded: "h-[550px]" },
} as const;

export function PhoneFrame({ screen, Image, size, onOpen, copy }: PhoneFrameProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <figure className={cn("mx-auto w-full break-inside-avoid", size === "compact" ? "max-w-[270px]" : "max-w-[300px]")}>
      <div className="relative">
        <button
          type="button"
          aria-pressed={expanded}
          aria-label={`${screen.title}: ${expanded ? copy.collapse : copy.expand}`}
          onClick={() => setExpanded((value) => !value)}
          className="block w-full cursor-pointer rounded-[2.25rem] bg-night p-2.5 shadow-card dark:ring-1 dark:ring-white/15"
        >
          <div
            className={cn(
              "overflow-hidden rounded-[1.75rem] bg-white",
              heights[size][expanded ? "expanded" : "collapsed"],
              expanded && "overflow-y-auto",
              // On paper the whole screen shows: there is no scrolling it.
              "print:h-auto",
            )}
          >
            <Image image={screen.image} className="h-auto w-full" />
          </div>
        </button>
        {/* On the frame's lower edge: a phone's screen ends in its actions. Outside the button, whose name is its label. */}
        <ScreenMark className="bottom-0 left-1/2 -translate-x-1/2 translate-y-1/2" />
      </div>
      <figcaption className="mt-4 text-center">
        <button
          type="button"
          onClick={() => onOpen(screen)}
          className="cursor-pointer font-semibold text-ink underline-offset-4 hover:underline"
        >
          {screen.title}
        </button>
        {screen.description && (
          <p className="mt-1 text-sm text-muted">
            <InlineProseText value={screen.description} />
          </p>
        )}
        <p className="mt-1 text-xs font-medium text-subtle print:hidden">
          {size === "compact" ? copy.compactHint : copy.fullHint}
        </p>
      </figcaption>
    </figure>
  );
}
