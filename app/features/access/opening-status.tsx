import { LockKeyholeOpen } from "lucide-react";

/**
 * docs/product.md#password-gate: while the gated page's head script opens it from a recipient link or a stored key
 * (a key derivation takes up to a second on a phone), in place of a blank page. Late and faded in, so a page that
 * opens at once never shows it. The status is always in the page, so its words are announced when they appear.
 */
export function OpeningStatus({ label }: { label: string }) {
  return (
    <div role="status">
      <p className="pointer-events-none fixed inset-0 hidden place-items-center px-5 motion-safe:animate-[fade-in_400ms_ease-out_250ms_both] motion-reduce:animate-[fade-in_1ms_linear_250ms_both] opening:grid">
        <span className="flex flex-col items-center gap-4 text-center text-muted">
          <span className="grid size-12 place-items-center rounded-2xl bg-ember-soft text-ember">
            <LockKeyholeOpen aria-hidden="true" className="size-6 motion-safe:animate-pulse" />
          </span>
          {label}
        </span>
      </p>
    </div>
  );
}
