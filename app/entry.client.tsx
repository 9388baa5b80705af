import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's own client entry, except that hydration waits for the
 * browser to paint the prerendered page first. Every page reads without its
 * scripts; on a slow phone, hydrating before the first frame would hold the
 * whole page back behind the work of making it interactive.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The callback runs just before the next frame; the timeout lands just after it, once it has painted.
requestAnimationFrame(() => setTimeout(hydrate, 0));
