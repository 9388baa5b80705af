import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isOpening } from "~/gated-page/page-marks";
import { watchLeaving } from "~/boot/module-reload-guard";

// Hydration waits for the prerendered page's first paint: on a slow phone it would otherwise hold the page back.
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

watchLeaving();
// A page that hides its prerendered gate while a stored key is checked has nothing to paint first.
if (isOpening()) hydrate();
// The timeout lands just after the frame has painted.
else requestAnimationFrame(() => setTimeout(hydrate, 0));
