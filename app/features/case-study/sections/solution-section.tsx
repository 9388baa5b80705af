import type { Access, SealedScreen, SealedStudy } from "@content/schema";
import { ProseText } from "~/components/prose-text";
import { Gallery } from "../gallery";
import type { ImageSlot } from "../image-slot";
import { ScreenCard } from "../screen-card";
import { StudySection } from "./study-section";

type SolutionSectionProps = {
  study: SealedStudy;
  copy: Access["caseStudy"];
  Image: ImageSlot;
  onOpen: (screen: SealedScreen) => void;
};

export function SolutionSection({ study, copy, Image, onOpen }: SolutionSectionProps) {
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
