import { ArrowLeft } from "lucide-react";
import { SectionHeading } from "~/components/section-heading";
import { PrivateImage } from "~/features/access/private-image";
import { queryProblem, usePrefetchStudyBodies, useVaultIndex } from "~/features/access/use-private-content";
import { VaultProblem } from "~/features/access/vault-problem";
import { coverImageWidth } from "~/features/projects/cover-image-width";
import { ProjectGrid } from "~/features/projects/project-grid";
import { pageMeta } from "~/lib/page-meta";
import { sitePath } from "~/lib/site-path";
import { access } from "@content/access";
import { site } from "@content/site";

export function meta() {
  return pageMeta({ title: `Portfolio · ${site.name}`, path: "/projects", noindex: true });
}

export default function Projects() {
  const index = useVaultIndex();
  const problem = queryProblem(index);
  usePrefetchStudyBodies();
  return (
    <main id="main" className="mx-auto max-w-6xl px-5 py-12 sm:px-8 lg:py-16">
      <a
        href={sitePath("/")}
        className="inline-flex items-center gap-2 text-sm font-semibold text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {access.backHomeLabel}
      </a>
      <SectionHeading
        as="h1"
        eyebrow={access.portfolio.eyebrow}
        title={access.portfolio.heading}
        className="mt-10 mb-12"
      >
        {access.portfolio.intro}
      </SectionHeading>
      {problem ? (
        <VaultProblem kind={problem} problems={access.problems} onRetry={() => void index.refetch()} />
      ) : index.data ? (
        <ProjectGrid
          cards={index.data.cards}
          openLabel={access.portfolio.openLabel}
          tagsLabel={site.ui.tagsLabel}
          renderImage={(card, index) => (
            <PrivateImage
              image={card.image}
              widthAt={index === 0 ? coverImageWidth : undefined}
              unavailableLabel={access.problems.image}
            />
          )}
        />
      ) : (
        <p aria-busy="true" className="text-muted">
          {access.checkingLabel}
        </p>
      )}
    </main>
  );
}
