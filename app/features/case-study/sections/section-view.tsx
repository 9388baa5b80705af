import type { ReactNode } from "react";
import type { StudySectionId } from "@content/study-sections";
import { PillList } from "~/components/pill-list";
import { ProseText } from "~/components/prose-text";
import { BulletList } from "./bullet-list";
import { ChallengeSection } from "./challenge-section";
import { OutcomesSection } from "./outcomes-section";
import { ProcessSection } from "./process-section";
import type { SectionProps } from "./section-props";
import { ShowcaseSection } from "./showcase-section";
import { SolutionSection } from "./solution-section";
import { StudySection } from "./study-section";

const sectionViews: Record<StudySectionId, (props: SectionProps) => ReactNode> = {
  overview: ({ study, copy }) => (
    <StudySection id="overview" heading={copy.sections.overview.heading}>
      <ProseText value={study.overview} className="max-w-3xl text-lg leading-relaxed text-muted" />
    </StudySection>
  ),
  role: ({ study, copy }) => (
    <StudySection id="role" heading={copy.sections.role.heading}>
      <BulletList items={study.roleResponsibilities} />
    </StudySection>
  ),
  challenge: (props) => <ChallengeSection {...props} />,
  solution: (props) => <SolutionSection {...props} />,
  process: (props) => <ProcessSection {...props} />,
  showcase: (props) => (props.study.showcase ? <ShowcaseSection {...props} showcase={props.study.showcase} /> : null),
  outcomes: (props) => <OutcomesSection {...props} />,
  learned: ({ study, copy }) => (
    <StudySection id="learned" heading={copy.sections.learned.heading}>
      <blockquote className="max-w-3xl border-l-4 border-brand pl-6 font-display text-2xl leading-snug text-ink">
        <ProseText value={study.learned} />
      </blockquote>
    </StudySection>
  ),
  tools: ({ study, copy }) => (
    <StudySection id="tools" heading={copy.sections.tools.heading}>
      <PillList items={study.tools} />
    </StudySection>
  ),
};

export function SectionView({ id, ...props }: SectionProps & { id: StudySectionId }) {
  return sectionViews[id](props);
}
