import { Toaster as Sonner } from "sonner";

/** Sonner with the spec's values stated, not inherited: 3 toasts at most, 4 s each. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={3}
      duration={4000}
      position="bottom-center"
      toastOptions={{ className: "rounded-xl! border-ink! bg-ink! text-on-ink! font-sans!" }}
    />
  );
}
