import type { Access, SealedScreen, SealedStudy } from "@content/schema";
import type { StudySectionId } from "@content/study-sections";
import { PillList } from "~/components/pill-list";
import { ProseText } from "~/components/prose-text";
import type { ImageSlot } from "../image-slot";
import { BulletList } from "./bullet-list";
import { ChallengeSection } from "./challenge-section";
import { OutcomesSection } from "./outcomes-section";
import { ProcessSection } from "./process-section";
import { ShowcaseSection } from "./showcase-section";
import { SolutionSection } from "./solution-section";
import { StudySection } from "./study-section";

type SectionViewProps = {
  id: StudySectionId;
  study: SealedStudy;
  copy: Access["caseStudy"];
  Image: ImageSlot;
  onOpen: (screen: SealedScreen) => void;
};

export function SectionView({ id, ...shared }: SectionViewProps) {
  const { study, copy } = shared;
  switch (id) {
    case "overview":
      return (
        <StudySection id="overview" heading={copy.sections.overview.heading}>
          <ProseText value={study.overview} className="max-w-3xl text-lg leading-relaxed text-muted" />
        </StudySection>
      );
    case "role":
      return (
        <StudySection id="role" heading={copy.sections.role.heading}>
          <BulletList items={study.roleResponsibilities} />
        </StudySection>
      );
    case "challenge":
      return <ChallengeSection {...shared} />;
    case "solution":
      return <SolutionSection {...shared} />;
    case "process":
      return <ProcessSection {...shared} />;
    case "showcase":
      return study.showcase ? <ShowcaseSection {...shared} showcase={study.showcase} /> : null;
    case "outcomes":
      return <OutcomesSection {...shared} />;
    case "learned":
      return (
        <StudySection id="learned" heading={copy.sections.learned.heading}>
          <blockquote className="max-w-3xl border-l-4 border-brand pl-6 font-display text-2xl leading-snug text-ink">
            <ProseText value={study.learned} />
          </blockquote>
        </StudySection>
      );
    case "tools":
      return (
        <StudySection id="tools" heading={copy.sections.tools.heading}>
          <PillList items={study.tools} />
        </StudySection>
      );
  }
}
