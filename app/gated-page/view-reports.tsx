import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAuth } from "./auth-provider";
import { takeOpenedVisit } from "./page-marks";

/** With views on, reports each unlocked page's time in view, and says so at its foot, which link recipients see. */
export function ViewReports({ notice }: { notice: string }) {
  const { pathname } = useLocation();
  const { recipient } = useAuth().session ?? {};
  const who = recipient?.token ?? recipient?.label;
  useEffect(() => {
    // The define itself, not an imported constant: only then does the bundler see it false and drop the import below.
    const target = __PORTFOLIO_VIEWS__;
    if (!target || !who) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("@views/browser/visits").then(({ reportVisits }) => {
      if (!left) stop = reportVisits(target, pathname, who, takeOpenedVisit());
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, who]);
  if (!__PORTFOLIO_VIEWS__ || !who) return null;
  return (
    <footer className="mx-auto max-w-6xl px-5 pt-4 pb-10 text-sm leading-relaxed text-muted sm:px-8 print:hidden">
      <p className="border-t border-line pt-6">{notice}</p>
    </footer>
  );
}
