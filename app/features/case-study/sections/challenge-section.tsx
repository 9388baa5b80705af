import type { ReactNode } from "react";
import { ProseText } from "~/components/prose-text";
import { Gallery } from "../gallery";
import { ScreenCard } from "../screen-card";
import { BulletList } from "./bullet-list";
import type { SectionProps } from "./section-props";
import { StudySection } from "./study-section";

export function ChallengeSection({ study, copy, Image, onOpen }: SectionProps) {
  const { challenge } = study;
  return (
    <StudySection id="challenge" heading={copy.sections.challenge.heading}>
      <div className="break-inside-avoid rounded-card bg-surface p-7 shadow-card sm:p-10">
        <ProseText value={challenge.summary} className="text-lg leading-relaxed text-ink" />
        {challenge.businessChallenge && (
          <SubBlock heading={copy.businessChallengeHeading}>
            <ProseText value={challenge.businessChallenge} className="leading-relaxed text-muted" />
          </SubBlock>
        )}
        {challenge.problemsToSolve && (
          <SubBlock heading={copy.problemsToSolveHeading}>
            <BulletList items={challenge.problemsToSolve} />
          </SubBlock>
        )}
        {challenge.painPoints && (
          <SubBlock heading={challenge.businessChallenge ? copy.customerPainPointsHeading : copy.painPointsHeading}>
            <BulletList items={challenge.painPoints} />
          </SubBlock>
        )}
      </div>
      {challenge.edgeCases && (
        <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-center">
          <div>
            <h3 className="font-display text-2xl font-medium text-ink">{challenge.edgeCases.title}</h3>
            <ProseText value={challenge.edgeCases.description} className="mt-3 leading-relaxed text-muted" />
          </div>
          <ScreenCard
            screen={{ image: challenge.edgeCases.image, title: challenge.edgeCases.title }}
            Image={Image}
            onOpen={onOpen}
          />
        </div>
      )}
      {challenge.galleries.map((gallery) => (
        <Gallery key={gallery.title} gallery={gallery} Image={Image} onOpen={onOpen} frameCopy={copy.phoneFrame} />
      ))}
    </StudySection>
  );
}

function SubBlock({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mt-8 border-t border-line pt-8">
      <h3 className="mb-5 text-lg font-semibold text-ink">{heading}</h3>
      {children}
    </div>
  );
}
