import { useEffect, useId, useRef, useState, type ReactNode } from "react";

export const tooltipTiming = { openDelay: 700, skipDelay: 300 } as const;

// Page-wide: the skip delay is about moving between triggers.
let lastClosedAt = Number.NEGATIVE_INFINITY;

type TooltipProps = {
  content: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/** Ours, not Radix's, whose positioning engine costs 10 KB (docs/decisions/005-weight-of-the-landing-page.md). */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // Focus that follows a click is not keyboard focus: the label would linger after the click.
  const pressed = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    if (delay === 0) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };
  const hoverDelay = () => (performance.now() - lastClosedAt < tooltipTiming.skipDelay ? 0 : tooltipTiming.openDelay);

  return (
    <span
      role="presentation"
      className="relative inline-flex"
      // Touch has no hover: a tap activates the button and must not leave a label behind.
      onPointerEnter={(event) => event.pointerType !== "touch" && show(hoverDelay())}
      onPointerLeave={hide}
      onPointerDown={() => ((pressed.current = true), hide())}
      onFocus={() => !pressed.current && show(0)}
      onBlur={() => ((pressed.current = false), hide())}
      onKeyDown={(event) => event.key === "Escape" && hide()}
    >
      {children(open ? id : undefined)}
      {open && (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 -translate-x-1/2 rounded-md bg-on-ink px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-night shadow-card motion-safe:animate-[fade-in_150ms_ease-out]"
        >
          {content}
          <span
            aria-hidden="true"
            className="absolute top-full left-1/2 -translate-x-1/2 border-x-[5px] border-t-[5px] border-x-transparent border-t-on-ink"
          />
        </span>
      )}
    </span>
  );
}
