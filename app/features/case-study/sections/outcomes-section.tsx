import { InlineProseText } from "~/components/prose-text";
import { Gallery } from "../gallery";
import { BulletList } from "./bullet-list";
import type { SectionProps } from "./section-props";
import { StudySection } from "./study-section";

export function OutcomesSection({ study, copy, Image, onOpen }: SectionProps) {
  const { outcomes } = study;
  return (
    <StudySection id="outcomes" heading={copy.sections.outcomes.heading}>
      <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {outcomes.items.map((item, index) => (
          <div key={index} className="flex break-inside-avoid flex-col rounded-card bg-surface p-7 shadow-card">
            <dt className="mt-2 leading-relaxed text-muted">
              <InlineProseText value={item.description} />
            </dt>
            <dd className="order-first font-display text-5xl font-medium tracking-tight text-brand">{item.metric}</dd>
          </div>
        ))}
      </dl>
      {outcomes.deliverables && (
        <div className="mt-12">
          <h3 className="mb-5 font-display text-2xl font-medium text-ink">{copy.deliverablesHeading}</h3>
          <BulletList items={outcomes.deliverables} />
        </div>
      )}
      {outcomes.galleries.map((gallery, index) => (
        <Gallery
          key={`${gallery.title}-${index}`}
          gallery={gallery}
          Image={Image}
          onOpen={onOpen}
          frameCopy={copy.phoneFrame}
        />
      ))}
    </StudySection>
  );
}
