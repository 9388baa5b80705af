import { lazy, Suspense, useSyncExternalStore } from "react";
import { useColorTheme } from "~/lib/use-color-theme";

// Most visits never show a notification, so sonner loads with the first one.
const loadSonner = () => import("sonner");
const Sonner = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Sonner replays it to the toaster once that has mounted. */
export function notify(message: string, kind: "success" | "info" = "info"): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void loadSonner().then(({ toast }) => (kind === "success" ? toast.success(message) : toast(message)));
}

/** Limits stated, not inherited from sonner's defaults (docs/product.md#timings-and-limits). */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  const theme = useColorTheme();
  if (!active) return null;
  return (
    <Suspense>
      <Sonner
        visibleToasts={3}
        duration={4000}
        position="bottom-center"
        theme={theme}
        toastOptions={{ className: "rounded-xl! border-night! bg-night! text-on-ink! font-sans! dark:border-line!" }}
      />
    </Suspense>
  );
}
