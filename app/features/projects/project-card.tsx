import { ArrowUpRight } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { MetricRow } from "~/components/metric-row";
import type { ProjectCard as ProjectCardData } from "@content/schema";
import { studyPath } from "@site/routes";

type ProjectCardProps = {
  card: Omit<ProjectCardData, "image">;
  image: ReactNode;
  openLabel: string;
  riseInDelayMs: number;
  tagsLabel: string;
};

export function ProjectCard({ card, image, openLabel, riseInDelayMs, tagsLabel }: ProjectCardProps) {
  const style: CSSProperties = { "--card-bg": card.background, animationDelay: `${riseInDelayMs}ms` };
  return (
    <li style={style} className="motion-safe:animate-[rise-in_500ms_ease-out_both]">
      <Link
        to={studyPath(card.id)}
        className="group flex h-full flex-col overflow-hidden rounded-card bg-(--card-bg) text-on-ink shadow-card transition-transform motion-safe:hover:-translate-y-1"
      >
        <div className="overflow-hidden bg-black/10 p-4 pb-0 sm:p-5 sm:pb-0">
          <div className="overflow-hidden rounded-t-xl">{image}</div>
        </div>
        <div className="flex flex-1 flex-col p-6 sm:p-7">
          <p className="text-sm font-medium text-on-ink">
            {card.category} · {card.year}
          </p>
          <h2 className="mt-3 font-display text-2xl leading-tight font-medium">{card.title}</h2>
          <p className="mt-1 font-semibold">{card.company}</p>
          <p className="mt-4 leading-relaxed text-on-ink">{card.description}</p>
          <ul aria-label={tagsLabel} className="mt-5 flex flex-wrap gap-2">
            {card.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="rounded-full bg-black/20 px-3 py-1 text-xs font-medium">
                {tag}
              </li>
            ))}
          </ul>
          <MetricRow metrics={card.metrics} className="mt-6 border-t border-white/20 pt-5" />
          <span className="mt-6 inline-flex items-center gap-1.5 font-semibold">
            {openLabel}
            <ArrowUpRight
              aria-hidden="true"
              className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5"
            />
          </span>
        </div>
      </Link>
    </li>
  );
}
