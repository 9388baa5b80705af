import { ArrowUpRight } from "lucide-react";
import { MetricRow } from "~/components/metric-row";
import { cn } from "~/lib/cn";
import { sitePath } from "~/lib/site-path";
import type { FeaturedProject, Gradient } from "@content/schema";
import { studyPath } from "@site/routes";

const gradients: Record<Gradient, string> = {
  navy: "from-navy-from to-navy-to",
  teal: "from-teal-from to-teal-to",
  magenta: "from-magenta-from to-magenta-to",
};

type FeaturedProjectCardProps = {
  project: FeaturedProject;
  linkLabel: string;
  protectedLink?: Record<string, string>;
  tagsLabel: string;
};

export function FeaturedProjectCard({ project, linkLabel, protectedLink, tagsLabel }: FeaturedProjectCardProps) {
  const titleId = `featured-${project.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-transform motion-safe:hover:-translate-y-1 md:flex-row lg:flex-col"
    >
      <div
        className={cn(
          "bg-gradient-to-br p-7 text-on-ink md:flex md:w-2/5 md:shrink-0 md:flex-col md:justify-between lg:block lg:w-auto",
          gradients[project.gradient],
        )}
      >
        <div>
          <p className="text-sm font-semibold tracking-wide">{project.company}</p>
          <p className="mt-1 text-sm text-on-ink/90">{project.role}</p>
        </div>
        <MetricRow metrics={project.metrics} className="mt-8" />
      </div>
      <div className="flex flex-1 flex-col p-7">
        <h3 id={titleId} className="font-display text-2xl leading-tight font-medium tracking-tight text-ink">
          {project.title}
        </h3>
        <p className="mt-3 leading-relaxed text-muted">{project.description}</p>
        <p className="mt-5 border-l-2 border-ember pl-4 text-sm leading-relaxed font-medium text-ink">
          {project.impact}
        </p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={tagsLabel}>
          {project.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-sand px-3 py-1 text-xs font-medium text-ink-soft">
              {tag}
            </li>
          ))}
        </ul>
        <a
          href={sitePath(studyPath(project.id))}
          {...protectedLink}
          aria-describedby={titleId}
          className="mt-auto inline-flex items-center gap-1.5 pt-8 font-semibold text-ember after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {linkLabel}
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5"
          />
        </a>
      </div>
    </article>
  );
}
