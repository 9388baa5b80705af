import { SectionHeading } from "~/components/section-heading";
import type { FeaturedProject, Landing } from "@content/schema";
import { FeaturedProjectCard } from "./featured-project-card";
import { layOutLaterAttribute, markOf } from "~/boot/contract";

type FeaturedProjectsProps = {
  featured: Landing["featured"];
  projects: readonly FeaturedProject[];
  protectedLink?: Record<string, string>;
  tagsLabel: string;
};

export function FeaturedProjects({ featured, projects, protectedLink, tagsLabel }: FeaturedProjectsProps) {
  return (
    <section
      id="work"
      {...markOf(layOutLaterAttribute)}
      aria-labelledby="work-heading"
      className="bg-paper print:hidden"
    >
      <div className="mx-auto max-w-6xl px-5 py-24 sm:px-8 lg:py-32">
        <SectionHeading id="work-heading" eyebrow={featured.eyebrow} title={featured.heading}>
          {featured.intro}
        </SectionHeading>
        <div className="mt-14 grid gap-8 lg:grid-cols-3">
          {projects.map((project) => (
            <FeaturedProjectCard
              key={project.id}
              project={project}
              linkLabel={featured.linkLabel}
              protectedLink={protectedLink}
              tagsLabel={tagsLabel}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
