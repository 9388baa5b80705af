import type { Access, SealedScreen, SealedStudy } from "@content/schema";
import { ProseText } from "~/components/prose-text";
import { Gallery } from "../gallery";
import type { ImageSlot } from "../image-slot";
import { PhoneFrame } from "../phone-frame";
import type { SectionProps } from "./section-props";
import { StudySection } from "./study-section";

type ShowcaseSectionProps = Omit<SectionProps, "study"> & { showcase: NonNullable<SealedStudy["showcase"]> };

export function ShowcaseSection({ showcase, copy, Image, onOpen }: ShowcaseSectionProps) {
  const { leadership } = showcase;
  return (
    <StudySection id="showcase" heading={copy.sections.showcase.heading}>
      <Gallery gallery={showcase.gallery} Image={Image} onOpen={onOpen} frameCopy={copy.phoneFrame} />
      <div className="mt-16 rounded-card bg-surface p-7 shadow-card sm:p-10">
        <p className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">{copy.leadershipEyebrow}</p>
        <h3 className="mt-3 font-display text-2xl font-medium text-ink">{leadership.title}</h3>
        <ProseText value={leadership.description} className="mt-3 max-w-3xl leading-relaxed text-muted" />
        <PhoneRow
          heading={copy.interimHeading}
          screens={leadership.interim}
          Image={Image}
          onOpen={onOpen}
          frameCopy={copy.phoneFrame}
        />
        <PhoneRow
          heading={copy.mvpHeading}
          screens={leadership.mvp}
          Image={Image}
          onOpen={onOpen}
          frameCopy={copy.phoneFrame}
        />
      </div>
    </StudySection>
  );
}

type PhoneRowProps = {
  heading: string;
  screens: readonly SealedScreen[];
  Image: ImageSlot;
  onOpen: (screen: SealedScreen) => void;
  frameCopy: Access["caseStudy"]["phoneFrame"];
};

function PhoneRow({ heading, screens, Image, onOpen, frameCopy }: PhoneRowProps) {
  return (
    <div className="mt-10">
      <h4 className="mb-6 font-semibold text-ink">{heading}</h4>
      <div className="grid gap-10 sm:grid-cols-2 xl:grid-cols-4">
        {screens.map((screen) => (
          <PhoneFrame key={screen.title} screen={screen} Image={Image} size="full" onOpen={onOpen} copy={frameCopy} />
        ))}
      </div>
    </div>
  );
}
