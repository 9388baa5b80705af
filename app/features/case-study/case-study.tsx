import { ArrowRight, Quote } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { usePrintWhenLoaded } from "~/lib/use-print-when-loaded";
import type { Access, SealedScreen, SealedStudy, Site } from "@content/schema";
import { sectionsOf } from "@content/study-sections";
import { gridPath } from "@site/routes";
import { CaseStudyHero } from "./case-study-hero";
import { ImageDialog } from "./image-dialog";
import type { ImageSlot } from "./image-slot";
import { SectionNav } from "./section-nav";
import { SectionView } from "./sections/section-view";

type CaseStudyProps = {
  study: SealedStudy;
  copy: Access["caseStudy"];
  Image: ImageSlot;
  ui: Site["ui"];
};

export function CaseStudy({ study, copy, Image, ui }: CaseStudyProps) {
  const [dialog, setDialog] = useState<{ screen: SealedScreen | null; open: boolean }>({ screen: null, open: false });
  const openScreen = (screen: SealedScreen) => setDialog({ screen, open: true });
  const sections = useMemo(
    () => sectionsOf(study).map((id) => ({ id, label: copy.sections[id].label })),
    [study, copy.sections],
  );
  const shared = { study, copy, Image, onOpen: openScreen };
  const [page, setPage] = useState<HTMLElement | null>(null);
  usePrintWhenLoaded(page);

  return (
    // The hero belongs in main: it holds the page's h1, and outside main its <header> would be a second banner.
    <main id="main" ref={setPage} style={{ "--brand": study.brandColor }}>
      <CaseStudyHero study={study} copy={copy} Image={Image} tagsLabel={ui.tagsLabel} />
      <SectionNav sections={sections} label={copy.sectionsLabel} />
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        {sections.map(({ id }) => (
          <SectionView key={id} id={id} {...shared} />
        ))}
        <figure className="my-8 break-inside-avoid rounded-card bg-night p-8 text-on-ink sm:p-12 dark:ring-1 dark:ring-line">
          <Quote aria-hidden="true" className="size-8 text-ember-on-ink" />
          <blockquote className="mt-4 font-display text-2xl leading-snug">{study.testimonial.quote}</blockquote>
          <figcaption className="mt-6 text-on-ink-muted">
            <span className="font-semibold text-on-ink">{study.testimonial.author}</span>, {study.testimonial.role}
          </figcaption>
        </figure>
        <div className="pt-8 pb-24 text-center print:hidden">
          <Button asChild size="lg">
            <Link to={gridPath}>
              {copy.moreLabel}
              <ArrowRight />
            </Link>
          </Button>
        </div>
      </div>
      <ImageDialog
        screen={dialog.screen}
        open={dialog.open}
        closeLabel={ui.close}
        Image={Image}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </main>
  );
}
