import { ArrowRight } from "lucide-react";
import { TypingWordScript } from "~/boot/scripts";
import { Button } from "~/components/ui/button";
import { sitePath } from "~/lib/site-path";
import type { Landing, Site } from "@content/schema";
import { HeroStats } from "./hero-stats";
import { TrustedBy } from "./trusted-by";
import { TypingWords } from "./typing-words";

type HeroProps = {
  hero: Landing["hero"];
  site: Site;
  workHref: string;
  workLink?: Record<string, string>;
};

export function Hero({ hero, site, workHref, workLink }: HeroProps) {
  return (
    <section id="home" aria-labelledby="home-heading" className="relative overflow-hidden pt-(--nav-height) print:pt-0">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[38rem] bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-ember-soft),transparent_70%)] print:hidden"
      />
      <div className="mx-auto max-w-6xl px-5 pt-16 pb-20 sm:px-8 md:pt-24 lg:pt-28 print:pt-0 print:pb-10">
        <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.18em] text-muted uppercase">
          <span aria-hidden="true" className="h-px w-8 bg-ember" />
          {site.name} · {hero.eyebrow}
        </p>
        <h1 id="home-heading" className="mt-6 font-display text-display font-medium tracking-tight text-ink">
          <span className="block">{hero.lead}</span>
          <TypingWords words={hero.words} />
        </h1>
        <TypingWordScript />
        <p className="mt-8 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">{hero.tagline}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
          <Button asChild size="lg">
            <a href={sitePath(workHref)} {...workLink}>
              {hero.primaryAction}
              <ArrowRight />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={sitePath("/#contact")}>{hero.secondaryAction}</a>
          </Button>
        </div>
        <HeroStats stats={hero.stats} />
        <TrustedBy label={hero.trustedByLabel} companies={hero.trustedBy} />
      </div>
    </section>
  );
}
