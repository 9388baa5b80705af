import { useEffect } from "react";
import { requestPrint } from "./use-print-requested";

const longestWait = 15_000;

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

/** Much of a study loads only near the screen; the browser's own print menu cannot be held, only Ctrl+P (⌘P). */
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
