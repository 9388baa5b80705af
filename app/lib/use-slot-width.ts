import { useEffect, useState } from "react";
import { usePrintRequested } from "./use-print-requested";

/** Chromium's margin for native lazy images on a fast connection. */
const lazyMargin = "1250px 0px";

/** Only grows, so a narrower window never swaps in a smaller file. Null until a lazy image nears the viewport. */
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
