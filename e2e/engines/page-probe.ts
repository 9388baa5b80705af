export const probePath = "/__engine-probe.js";
export const problemsKey = "engine-probe:problems";
export const handledKey = "engine-probe:handled";

// Sent as source and run first in every page, so it names its storage key itself. WebKitGTK's driver has no console
// to read: the probe keeps what would reach it in the tab's storage, which outlives reloads.
export function pageProbe(): void {
  const keep = (key: string, entry: string) => {
    try {
      const entries: unknown = JSON.parse(sessionStorage.getItem(key) ?? "[]");
      sessionStorage.setItem(key, JSON.stringify([...(Array.isArray(entries) ? entries : []), entry]));
    } catch {
      // Storage refused: the console still has it.
    }
  };
  const record = (problem: string) => keep("engine-probe:problems", problem);
  const here = () => location.pathname;
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    record(`${here()}: console error: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
  window.addEventListener(
    "error",
    (event: Event) => {
      // A hint's failure changes nothing the visitor sees, and Firefox fails a modulepreload of any module already
      // loaded; what blocked or refused a hint still shows as a CSP violation or a failed request.
      const isHint = event.target instanceof HTMLLinkElement && /modulepreload|prefetch/.test(event.target.rel);
      if (event instanceof ErrorEvent) record(`${here()}: uncaught ${event.message}`);
      else if (event.target instanceof Element && !isHint) {
        const { localName } = event.target;
        const address = event.target.getAttribute("src") ?? event.target.getAttribute("href");
        record(`${here()}: <${localName}> failed to load ${address}`);
      }
    },
    true,
  );
  // Read once every listener has run: a rejection the page handles (preventDefault) reaches no console, though
  // Firefox's remote protocol still reports it.
  window.addEventListener("unhandledrejection", (event) => {
    const page = here();
    setTimeout(() => {
      if (event.defaultPrevented) keep("engine-probe:handled", String(event.reason));
      else record(`${page}: unhandled ${String(event.reason)}`);
    });
  });
  document.addEventListener("securitypolicyviolation", (event) =>
    record(`${here()}: CSP ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
  );
}
