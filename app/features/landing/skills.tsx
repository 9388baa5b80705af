import { Check } from "lucide-react";
import { Icon } from "~/components/icon";
import { PillList } from "~/components/pill-list";
import { SectionHeading } from "~/components/section-heading";
import type { Landing } from "@content/schema";
import { SkillTile } from "./skill-tile";
import { layOutLaterAttribute, markOf } from "~/boot/contract";

export function Skills({ skills, levelOutOf }: { skills: Landing["skills"]; levelOutOf: string }) {
  return (
    <section
      id="skills"
      {...markOf(layOutLaterAttribute)}
      aria-labelledby="skills-heading"
      className="border-t border-line bg-sand/60"
    >
      <div className="mx-auto max-w-6xl px-5 py-24 sm:px-8 lg:py-32 print:py-6">
        <SectionHeading id="skills-heading" eyebrow={skills.eyebrow} title={skills.heading}>
          {skills.intro}
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4 print:mt-8 print:grid-cols-4 print:gap-4">
          {skills.tiles.map((tile) => (
            <SkillTile key={tile.title} tile={tile} levelOutOf={levelOutOf} />
          ))}
        </ul>
        <div className="mt-16 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4 print:hidden">
          {skills.groups.map((group) => (
            <div key={group.title}>
              <h3 className="flex items-center gap-2.5 font-semibold text-ink">
                <Icon name={group.icon} className="size-5 text-ember" />
                {group.title}
              </h3>
              <ul className="mt-4 space-y-3">
                {group.points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-sm leading-relaxed text-muted">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-16 border-t border-line pt-10 print:mt-6 print:pt-4">
          <h3 className="text-xs font-semibold tracking-[0.2em] text-subtle uppercase">{skills.toolsHeading}</h3>
          <PillList items={skills.tools} className="mt-5" />
        </div>
      </div>
    </section>
  );
}
