import type { ComponentType } from "react";

const islands = import.meta.glob<{ default: ComponentType }>("./*.island.tsx", { eager: true });

/**
 * An interactive part of a static page: rendered into the page at build
 * time, then hydrated on its own (./hydrate.tsx) when the visitor first
 * reaches for it (./boot.inline.ts). Each is a file here, `<name>.island.tsx`,
 * whose component takes no props, so the build and the browser render the
 * same thing; nothing in it may depend on its place in the page (ids from
 * useId, context from outside it). The wrapper takes no room in the layout.
 */
export function Island({ name, hydrate = "on-intent" }: { name: string; hydrate?: "on-intent" | "in-view" }) {
  const Component = islands[`./${name}.island.tsx`]?.default;
  if (!Component) throw new Error(`There is no island app/islands/${name}.island.tsx`);
  return (
    <div data-island={name} data-hydrate={hydrate} className="contents">
      <Component />
    </div>
  );
}
