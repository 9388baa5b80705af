import type { Landing } from "@content/schema";

/** Figures sit at the top of their cells, so a caption that wraps does not lift its figure off the row's line. */
export function HeroStats({ stats }: { stats: Landing["hero"]["stats"] }) {
  return (
    <dl className="mt-16 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-line pt-10 lg:grid-cols-4 print:mt-8 print:grid-cols-4 print:pt-6">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
          <dt className="text-sm leading-snug text-muted">{stat.label}</dt>
          <dd className="font-display text-3xl font-medium tracking-tight text-ink xs:text-4xl sm:text-5xl print:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
