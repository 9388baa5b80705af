import { ProseText } from "~/components/prose-text";
import { Gallery } from "../gallery";
import { ScreenCard } from "../screen-card";
import type { SectionProps } from "./section-props";
import { StudySection } from "./study-section";

export function SolutionSection({ study, copy, Image, onOpen }: SectionProps) {
  const { solution } = study;
  return (
    <StudySection id="solution" heading={copy.sections.solution.heading}>
      <div className="break-inside-avoid rounded-card prose-on-brand bg-(--brand) p-7 text-on-ink shadow-card sm:p-10">
        <ProseText value={solution.summary} className="text-lg leading-relaxed" />
      </div>
      {solution.screens.length > 0 && (
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {solution.screens.map((screen) => (
            <ScreenCard key={screen.title} screen={screen} Image={Image} onOpen={onOpen} />
          ))}
        </div>
      )}
      {solution.galleries.map((gallery) => (
        <Gallery key={gallery.title} gallery={gallery} Image={Image} onOpen={onOpen} frameCopy={copy.phoneFrame} />
      ))}
    </StudySection>
  );
}
