import { useEffect, useState } from "react";
import { usePrintRequested } from "./use-print-requested";

/** Chromium starts native lazy images 1,250 px before they scroll into view on a fast connection; so do we. */
const lazyMargin = "1250px 0px";

/**
 * The CSS width an image's box is shown at: at once, or for a lazy image once
 * it comes near the viewport; null until then. It only grows, so a narrower
 * window never swaps in a smaller file, and a wider one asks for a larger
 * file only when it outgrows the one it has. `widthAt` gives it before
 * layout, from the window's width, for an image that should load at once.
 * A lazy image is near once the visitor asks to print.
 */
export function useSlotWidth(
  element: Element | null,
  lazy: boolean,
  widthAt?: (viewportWidth: number) => number,
): number | null {
  const printing = usePrintRequested();
  const [near, setNear] = useState(!lazy);
  const [width, setWidth] = useState<number | null>(() =>
    widthAt && typeof window !== "undefined" ? widthAt(window.innerWidth) : null,
  );

  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: lazyMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);

  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      // A box shrink-wrapped around nothing yet measures 0; the image may then be as wide as the window.
      const measured = entry?.contentRect.width || window.innerWidth;
      setWidth((current) => Math.max(current ?? 0, Math.ceil(measured)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return near || printing ? width : null;
}
