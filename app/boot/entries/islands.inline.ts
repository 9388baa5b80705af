import { watchIntent } from "~/boot/first-intent";
import { holdSubmitsUntilReady } from "~/boot/held-submit";
import { reloadIfCodeGone } from "~/boot/module-reload-guard";
import {
  islandAttribute,
  islandHydratedAttribute,
  islandWakesAttribute,
  islandsRuntimeAttribute,
  selectorOf,
} from "~/boot/contract";
import type { hydrateIsland } from "~/boot/islands/hydrate";

type Runtime = { hydrateIsland: typeof hydrateIsland };

const runtimeUrl = document.currentScript?.getAttribute(islandsRuntimeAttribute) ?? "";
let runtime: Promise<Runtime> | undefined;
const hydrating = new WeakSet<Element>();
const pressedBeforeHydration = new WeakMap<Element, HTMLElement>();

function hydrate(container: HTMLElement): void {
  if (hydrating.has(container)) return;
  hydrating.add(container);
  runtime ??= import(/* @vite-ignore */ runtimeUrl);
  runtime
    .then(({ hydrateIsland }) => hydrateIsland(container))
    // The runtime's name covers its whole import graph: while it is served, this build's islands are.
    .then(
      () => handOver(container),
      (error: unknown) => reloadIfCodeGone(error, [runtimeUrl]),
    );
}

function handOver(container: HTMLElement): void {
  container.setAttribute(islandHydratedAttribute, "");
  pressedBeforeHydration.get(container)?.click();
  const focused = document.activeElement;
  if (focused && container.contains(focused)) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}

function islandOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>(selectorOf(islandAttribute)) ?? null;
}

const isHydrated = (island: Element | null) => island === null || island.hasAttribute(islandHydratedAttribute);

watchIntent(selectorOf(islandAttribute), (island) => {
  if (island instanceof HTMLElement) hydrate(island);
});

document.addEventListener(
  "click",
  (event) => {
    // A press an inline script has already handled must not be pressed again.
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

// A display: contents wrapper has no box of its own to observe.
for (const island of document.querySelectorAll<HTMLElement>(
  selectorOf(islandAttribute) + selectorOf(islandWakesAttribute, "in-view"),
)) {
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
