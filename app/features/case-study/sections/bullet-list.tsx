import { Check } from "lucide-react";

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-muted">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          {item}
        </li>
      ))}
    </ul>
  );
}
