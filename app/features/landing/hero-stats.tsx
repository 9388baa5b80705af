import type { Landing } from "@content/schema";

export function HeroStats({ stats }: { stats: Landing["hero"]["stats"] }) {
  return (
    <dl className="mt-16 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-line pt-10 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm leading-snug text-muted">{stat.label}</dt>
          <dd className="font-display text-4xl font-medium tracking-tight text-ink sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
