import { Download } from "lucide-react";
import { ProseText } from "~/components/prose-text";
import { ResponsiveImage } from "~/components/responsive-image";
import { SectionHeading } from "~/components/section-heading";
import { Button } from "~/components/ui/button";
import { publicImage } from "~/lib/public-image";
import { sitePath } from "~/lib/site-path";
import type { Landing, Site } from "@content/schema";
import { layOutLaterAttribute, markOf } from "~/boot/contract";

type AboutProps = { about: Landing["about"]; resume: Site["resume"] };

export function About({ about, resume }: AboutProps) {
  return (
    <section
      id="about"
      {...markOf(layOutLaterAttribute)}
      aria-labelledby="about-heading"
      className="border-t border-line bg-surface print:hidden"
    >
      <div className="mx-auto grid max-w-6xl gap-14 px-5 py-24 sm:px-8 md:grid-cols-[5fr_7fr] md:items-center lg:gap-20 lg:py-32">
        <figure className="relative mx-auto w-full max-w-sm md:max-w-none">
          <ResponsiveImage
            image={publicImage(about.headshot.file)}
            alt={about.headshot.alt}
            sizes={about.headshot.sizes}
            className="aspect-[4/5] w-full rounded-card bg-sand object-cover shadow-card dark:ring-1 dark:ring-white/10"
          />
          <figcaption className="absolute -right-3 -bottom-6 rounded-2xl bg-night px-6 py-4 text-on-ink shadow-card sm:-right-6 dark:ring-1 dark:ring-line">
            <span className="block font-display text-4xl font-medium">{about.experience.value}</span>
            <span className="block text-sm text-on-ink-muted">{about.experience.label}</span>
          </figcaption>
        </figure>
        <div>
          <SectionHeading id="about-heading" eyebrow={about.eyebrow} title={about.heading} />
          <ProseText value={about.text} className="mt-8 space-y-5 text-lg leading-relaxed text-muted" />
          <Button asChild size="lg" className="mt-10">
            <a href={sitePath(resume.file)} download={resume.downloadName}>
              <Download />
              {about.resumeLabel}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
