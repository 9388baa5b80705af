import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Access, CaseStudy as CaseStudyData } from "@content/schema";

type CaseStudyProps = { study: CaseStudyData; copy: Access["caseStudy"] };

/** The case-study page: hero in the project's brand colour, then its sections. */
export function CaseStudy({ study, copy }: CaseStudyProps) {
  return (
    <main id="main">
      <section style={{ "--brand": study.brandColor }} className="bg-(--brand) text-on-ink">
        <div className="mx-auto max-w-6xl px-5 pt-10 pb-16 sm:px-8 lg:pb-24">
          <Link
            to="/projects"
            className="inline-flex items-center gap-2 text-sm font-semibold text-on-ink/90 hover:text-on-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backLabel}
          </Link>
          <p className="mt-10 text-sm font-semibold tracking-wide">
            {study.company} · {study.role} · {study.date}
          </p>
          <h1 className="mt-4 max-w-4xl font-display text-title font-medium tracking-tight">{study.title}</h1>
          <p className="mt-5 max-w-2xl text-xl leading-relaxed text-on-ink/90">{study.tagline}</p>
          <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2">
            {study.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-black/20 px-3 py-1 text-xs font-semibold tracking-wider uppercase"
              >
                {tag}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section
        id="overview"
        aria-labelledby="overview-heading"
        className="mx-auto max-w-3xl px-5 py-16 sm:px-8 lg:py-24"
      >
        <h2 id="overview-heading" className="font-display text-3xl font-medium text-ink">
          {copy.overviewHeading}
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-muted">{study.overview}</p>
        <Button asChild size="lg" className="mt-12">
          <Link to="/projects">
            {copy.moreLabel}
            <ArrowRight />
          </Link>
        </Button>
      </section>
    </main>
  );
}
