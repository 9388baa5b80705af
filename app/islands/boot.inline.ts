import { watchIntent } from "~/lib/first-intent";
import { holdSubmitsUntilReady } from "~/lib/held-submit";
import { reloadForMissingCode } from "~/lib/module-reload-guard";
import type { hydrateIsland } from "./hydrate";

/*
 * Runs inline on pages with islands (./island.tsx). Nothing loads with the
 * page: an island's code, React included, loads when the visitor first
 * presses, touches, focuses or types into it, or, for one marked "in-view",
 * when it nears the screen. What the visitor did meanwhile is handed over:
 * a button pressed is pressed again, a focused control gets its focus event,
 * a held submit goes through (use-prerendered-form.ts).
 */
type Runtime = { hydrateIsland: typeof hydrateIsland };

const runtimeUrl = document.currentScript?.getAttribute("data-runtime") ?? "";
const hydratedAttribute = "data-hydrated";
let runtime: Promise<Runtime> | undefined;
const hydrating = new WeakSet<Element>();
const pressedBeforeHydration = new WeakMap<Element, HTMLElement>();

function hydrate(container: HTMLElement): void {
  if (hydrating.has(container)) return;
  hydrating.add(container);
  runtime ??= import(/* @vite-ignore */ runtimeUrl);
  runtime.then(({ hydrateIsland }) => hydrateIsland(container)).then(() => handOver(container), reloadForMissingCode);
}

function handOver(container: HTMLElement): void {
  container.setAttribute(hydratedAttribute, "");
  pressedBeforeHydration.get(container)?.click();
  const focused = document.activeElement;
  if (focused && container.contains(focused)) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}

function islandOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>("[data-island]") ?? null;
}

const isHydrated = (island: Element | null) => island === null || island.hasAttribute(hydratedAttribute);

watchIntent("[data-island]", (island) => {
  if (island instanceof HTMLElement) hydrate(island);
});

document.addEventListener(
  "click",
  (event) => {
    // A press an inline script has already handled (the theme toggle's) is not pressed again.
    if (event.defaultPrevented) return;
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    const island = islandOf(button);
    if (button && island && !isHydrated(island)) pressedBeforeHydration.set(island, button);
  },
  { capture: true },
);

holdSubmitsUntilReady(
  (form) => isHydrated(islandOf(form)),
  (form) => {
    const island = islandOf(form);
    if (island) hydrate(island);
  },
);

// A display: contents wrapper has no box of its own: its first child stands in for it.
for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate="in-view"]')) {
  const box = island.firstElementChild;
  if (!box) continue;
  const nearing = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      nearing.disconnect();
      hydrate(island);
    },
    { rootMargin: "50% 0px" },
  );
  nearing.observe(box);
}
