import type { ComponentType } from "react";
import { islandAttribute, islandWakesAttribute } from "~/boot/contract";

const islands = import.meta.glob<{ default: ComponentType }>("./*.island.tsx", { eager: true });

/** An island takes no props and nothing from its place in the page (useId, outer context), so both renders match. */
export function Island({ name, hydrate = "on-intent" }: { name: string; hydrate?: "on-intent" | "in-view" }) {
  const Component = islands[`./${name}.island.tsx`]?.default;
  if (!Component) throw new Error(`There is no island app/boot/islands/${name}.island.tsx`);
  return (
    <div {...{ [islandAttribute]: name, [islandWakesAttribute]: hydrate }} className="contents">
      <Component />
    </div>
  );
}
