import { useEffect, useState } from "react";
import { usePrintRequested } from "./use-print-requested";

const canObserve = () => typeof window === "undefined" || typeof IntersectionObserver !== "undefined";

/** Stays true once near; where the browser cannot tell, or once printing, it is near. */
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
