import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAuth } from "./auth-provider";

/**
 * With views on (PORTFOLIO_VIEWS at build time), reports how long each unlocked page is visible; rendered only once
 * the tab is unlocked. Without it the condition is a constant and the build drops the reporting code entirely. The
 * label is the one the tab's key slot holds (docs/protection.md, Views): the key itself never leaves the tab.
 */
export function ViewReports() {
  const { pathname } = useLocation();
  const label = useAuth().session?.recipient.label;
  useEffect(() => {
    // The define itself, not a constant imported from elsewhere: the bundler drops the import below only when it
    // sees the condition is always false in this very module.
    const target = __PORTFOLIO_VIEWS__;
    if (!target || !label) return;
    const page = pathname.replace(/(.)\/$/, "$1");
    let stop: (() => void) | undefined;
    let left = false;
    void import("~/lib/views/report-page").then(({ reportPage }) => {
      if (!left) stop = reportPage(target, page, label);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, label]);
  return null;
}
