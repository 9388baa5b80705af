import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { SectionHeading } from "~/components/section-heading";
import { sitePath } from "~/lib/site-path";
import type { Access } from "@content/schema";

type PortfolioPageProps = { copy: Access["portfolio"]; backHomeLabel: string; children: ReactNode };

export function PortfolioPage({ copy, backHomeLabel, children }: PortfolioPageProps) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-5 py-12 sm:px-8 lg:py-16">
      <a
        href={sitePath("/")}
        className="inline-flex items-center gap-2 text-sm font-semibold text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backHomeLabel}
      </a>
      <SectionHeading as="h1" eyebrow={copy.eyebrow} title={copy.heading} className="mt-10 mb-12">
        {copy.intro}
      </SectionHeading>
      {children}
    </main>
  );
}
