import { useEffect, useState } from "react";
import { usePrintRequested } from "./use-print-requested";

const canObserve = () => typeof window === "undefined" || typeof IntersectionObserver !== "undefined";

/**
 * Whether `element` has come within a screen's height of the viewport (and
 * stays true from then on). Where the browser cannot tell, it is near; once
 * the visitor asks to print, everything is.
 */
export function useNearScreen(element: Element | null): boolean {
  const printing = usePrintRequested();
  const [near, setNear] = useState(() => !canObserve());
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near || printing;
}
