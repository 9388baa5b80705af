import type { ReactNode } from "react";
import type { StudySectionId } from "@content/study-sections";

type StudySectionProps = { id: StudySectionId; heading: string; children: ReactNode };

/** One section of a case study; app.css keeps its heading clear of the two sticky bars when scrolled to. */
export function StudySection({ id, heading, children }: StudySectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="border-t border-line py-16 first:border-t-0 lg:py-20 print:py-10"
    >
      <h2 id={`${id}-heading`} className="font-display text-title font-medium tracking-tight text-ink">
        {heading}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  );
}
