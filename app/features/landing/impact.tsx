import { SectionHeading } from "~/components/section-heading";
import type { Landing } from "@content/schema";
import { layOutLaterAttribute, markOf } from "~/boot/contract";

export function Impact({ impact }: { impact: Landing["impact"] }) {
  return (
    <section aria-labelledby="impact-heading" {...markOf(layOutLaterAttribute)} className="break-inside-avoid bg-night">
      <div className="mx-auto max-w-6xl px-5 py-24 sm:px-8 lg:py-28 print:py-6">
        <SectionHeading id="impact-heading" eyebrow={impact.eyebrow} title={impact.heading} tone="dark">
          {impact.intro}
        </SectionHeading>
        <dl className="mt-14 grid gap-px overflow-hidden rounded-card bg-white/10 sm:grid-cols-2 lg:grid-cols-4 print:mt-8 print:grid-cols-4">
          {impact.metrics.map((metric) => (
            <div key={metric.label} className="flex flex-col bg-night p-8 print:p-4">
              <dt className="mt-3 font-semibold text-on-ink">{metric.label}</dt>
              <dd className="order-first font-display text-6xl font-medium tracking-tight text-ember-on-ink print:text-4xl">
                {metric.value}
              </dd>
              <dd className="mt-1 text-sm leading-relaxed text-on-ink-muted">{metric.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
