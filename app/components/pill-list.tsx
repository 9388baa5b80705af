import { cn } from "~/lib/cn";

type PillListProps = { items: readonly string[]; label?: string; className?: string; pillClassName?: string };

export function PillList({ items, label, className, pillClassName }: PillListProps) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2.5", className)}>
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink",
            pillClassName,
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
