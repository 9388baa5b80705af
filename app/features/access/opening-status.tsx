import { LockKeyholeOpen } from "lucide-react";
import { useHydrated } from "~/lib/use-hydrated";
import { useAuth } from "~/gated-page/auth-provider";

/**
 * docs/product.md#password-gate: while the gated page's head script opens it from a recipient link or a stored key
 * (a key derivation takes up to a second on a phone), in place of a blank page. Late and faded in, so a page that
 * opens at once never shows it. The head script marks the page before this is parsed, so it is
 * there from the start, not added to a live region later: a screen reader reads it with the page.
 */
export function OpeningStatus({ label }: { label: string }) {
  const hydrated = useHydrated();
  const { status } = useAuth();
  // Once the app has settled the page, opening is over: only one main and one h1 stay in the document, for whatever
  // reads it without the stylesheet (reader views, the engines' journeys). "checking" still holds the opening mark.
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
