import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isUnlocking } from "~/features/access/unlocking-hint";
import { installModuleReloadGuard } from "~/lib/module-reload-guard";

/**
 * React Router's own client entry, with two changes. Its reloads for missing
 * route code are limited to one (module-reload-guard.ts). And hydration waits
 * for the browser to paint the prerendered page first: every page reads
 * without its scripts, and on a slow phone, hydrating before the first frame
 * would hold the whole page back behind the work of making it interactive.
 * (Except where the page has nothing to show until the app has run.)
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

installModuleReloadGuard();
// A page that hides its prerendered gate while a stored key is checked has nothing to paint first.
if (isUnlocking()) hydrate();
// The callback runs just before the next frame; the timeout lands just after it, once it has painted.
else requestAnimationFrame(() => setTimeout(hydrate, 0));
