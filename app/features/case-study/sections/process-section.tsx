import { InlineProseText, ProseText } from "~/components/prose-text";
import { ProcessDiagram } from "../process-diagram";
import { ScreenCard } from "../screen-card";
import type { SectionProps } from "./section-props";
import { StudySection } from "./study-section";

export function ProcessSection({ study, copy, Image, onOpen }: SectionProps) {
  const { process } = study;
  return (
    <StudySection id="process" heading={copy.sections.process.heading}>
      <ol className="grid gap-5 md:grid-cols-2">
        {process.phases.map((phase, index) => (
          <li key={phase.phase} className="flex break-inside-avoid gap-5 rounded-card bg-surface p-6 shadow-card">
            <span
              aria-hidden="true"
              className="grid size-11 shrink-0 place-items-center rounded-full bg-(--brand) font-display text-lg font-medium text-on-ink"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{phase.phase}</h3>
              <p className="mt-1.5 leading-relaxed text-muted">
                <InlineProseText value={phase.description} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {process.diagram && (
        <div className="mt-12">
          <h3 className="font-display text-2xl font-medium text-ink">{process.diagram.title}</h3>
          <ProseText value={process.diagram.description} className="mt-3 mb-6 max-w-3xl leading-relaxed text-muted" />
          <ProcessDiagram steps={copy.processFlow} color={study.brandColor} errors={copy.diagramError} />
        </div>
      )}
      {process.screens.length > 0 && (
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          {process.screens.map((screen) => (
            <ScreenCard key={screen.title} screen={screen} Image={Image} onOpen={onOpen} />
          ))}
        </div>
      )}
    </StudySection>
  );
}
