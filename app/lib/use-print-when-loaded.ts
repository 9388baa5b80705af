import { useEffect } from "react";
import { requestPrint } from "./use-print-requested";

/** Beyond this, print what has loaded rather than keep the visitor waiting on a slow connection. */
const longestWait = 15_000;

/** Whether everything in `root` that loads on request has: no box is still busy, every picture is in. */
function isLoaded(root: HTMLElement): boolean {
  return (
    root.querySelector('[aria-busy="true"]') === null && [...root.querySelectorAll("img")].every((img) => img.complete)
  );
}

function whenLoaded(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!isLoaded(root)) return;
      finish();
    };
    const observer = new MutationObserver(check);
    const timer = window.setTimeout(() => finish(), longestWait);
    function finish() {
      observer.disconnect();
      root.removeEventListener("load", check, true);
      root.removeEventListener("error", check, true);
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-busy", "src"] });
    root.addEventListener("load", check, true);
    root.addEventListener("error", check, true);
    check();
  });
}

/**
 * A browser prints the page as it is the moment it is asked to, and much of a
 * case study loads only as it nears the screen. So Ctrl+P (⌘P) first loads
 * everything in `root`, then prints. The browser's own menu cannot be held:
 * its `beforeprint` starts the loading, in time for a second try.
 */
export function usePrintWhenLoaded(root: HTMLElement | null): void {
  useEffect(() => {
    if (!root) return;
    let waiting = false;
    const onKeyDown = (event: KeyboardEvent) => {
      const printKey = event.key.toLowerCase() === "p" && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!printKey || event.shiftKey) return;
      requestPrint();
      if (!waiting && isLoaded(root)) return;
      event.preventDefault();
      if (waiting) return;
      waiting = true;
      void whenLoaded(root).then(() => {
        waiting = false;
        window.print();
      });
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [root]);
}
