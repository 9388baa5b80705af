import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Access, SealedStudy } from "@content/schema";
import { gridPath } from "@site/routes";
import { heroImageWidth } from "./hero-image-width";
import type { ImageSlot } from "./image-slot";
import { ScreenMark } from "~/gated-page/recipient";

type CaseStudyHeroProps = { study: SealedStudy; copy: Access["caseStudy"]; Image: ImageSlot; tagsLabel: string };

export function CaseStudyHero({ study, copy, Image, tagsLabel }: CaseStudyHeroProps) {
  return (
    <header className="bg-(--brand) text-on-ink">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 pt-10 pb-16 sm:px-8 lg:grid-cols-[3fr_2fr] lg:items-center lg:pb-20">
        <div>
          <Link
            to={gridPath}
            className="inline-flex items-center gap-2 text-sm font-semibold hover:underline print:hidden"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backLabel}
          </Link>
          <p className="mt-10 text-sm font-semibold tracking-wide">
            {study.company} · {study.role} · {study.date}
          </p>
          <h1 className="mt-4 font-display text-title font-medium tracking-tight">{study.title}</h1>
          <p className="mt-5 max-w-2xl text-xl leading-relaxed">{study.tagline}</p>
          <ul aria-label={tagsLabel} className="mt-8 flex flex-wrap gap-2">
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
        {study.heroImage && (
          <div className="relative overflow-hidden rounded-card bg-black/10">
            <Image image={study.heroImage} loading="eager" widthAt={heroImageWidth} className="h-auto w-full" />
            <ScreenMark />
          </div>
        )}
      </div>
    </header>
  );
}
