import { StrictMode, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { layOutSectionOf } from "~/boot/section-layout";

const islands = import.meta.glob<{ default: ComponentType }>("./*.island.tsx");

/** Resolves once React has committed, so the boot can hand over what happened meanwhile. */
export async function hydrateIsland(container: HTMLElement): Promise<void> {
  const load = islands[`./${container.dataset.island}.island.tsx`];
  if (!load) throw new Error(`There is no island named "${container.dataset.island}"`);
  const { default: Component } = await load();
  layOutSectionOf(container);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      container,
      <StrictMode>
        <WhenCommitted onCommit={resolve}>
          <Component />
        </WhenCommitted>
      </StrictMode>,
    );
  });
}

function WhenCommitted({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
