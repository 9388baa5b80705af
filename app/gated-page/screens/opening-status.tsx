import { LockKeyholeOpen } from "lucide-react";
import { useHydrated } from "~/lib/use-hydrated";
import { useAuth } from "~/gated-page/auth-provider";

/** While a link or stored key opens the page; faded in late so a quick opening never shows it (docs/product.md). */
export function OpeningStatus({ label }: { label: string }) {
  const hydrated = useHydrated();
  const { status } = useAuth();
  // Settled, the page keeps one main and h1 for what reads it unstyled (reader views, crawlers); "checking" is opening.
  if (hydrated && status !== "checking") return null;
  return (
    // The page's main and heading while it opens: the gate's are hidden meanwhile.
    <main className="pointer-events-none fixed inset-0 hidden place-items-center px-5 motion-safe:animate-[fade-in_400ms_ease-out_250ms_both] motion-reduce:animate-[fade-in_1ms_linear_250ms_both] opening:grid">
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-ember-soft text-ember">
          <LockKeyholeOpen aria-hidden="true" className="size-6 motion-safe:animate-pulse" />
        </span>
        <h1 className="text-base text-muted">{label}</h1>
      </div>
    </main>
  );
}
