import { cn } from "~/lib/cn";

type Metric = { value: string; label: string };

export function MetricRow({ metrics, className }: { metrics: readonly Metric[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-3 gap-4", className)}>
      {metrics.map((metric) => (
        <div key={metric.label} className="flex flex-col">
          <dt className="mt-1 text-xs leading-snug text-on-ink">{metric.label}</dt>
          <dd className="order-first font-display text-2xl font-medium xl:text-3xl">{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}
