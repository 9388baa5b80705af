import { Check } from "lucide-react";
import { InlineProseText } from "~/components/prose-text";
import type { InlineProse } from "@content/schema";

export function BulletList({ items }: { items: readonly InlineProse[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 leading-relaxed text-muted">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          <span>
            <InlineProseText value={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
