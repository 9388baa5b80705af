import { PrivateImage } from "~/features/access/private-image";
import { queryProblem, usePrefetchStudyBodies, useVaultIndex } from "~/features/access/use-private-content";
import { usePreviewAge, usePreviewEnd } from "~/features/access/use-preview-end";
import { VaultProblem } from "~/features/access/vault-problem";
import { coverImageWidth } from "~/features/projects/cover-image-width";
import { PortfolioPage } from "~/features/projects/portfolio-page";
import { ProjectGrid } from "~/features/projects/project-grid";
import { pageMeta } from "./page-meta";
import { access, site } from "@content/public";
import type { VaultCard } from "@content/schema";

export function meta() {
  return pageMeta({ title: `Portfolio · ${site.name}`, path: "/projects", noindex: true });
}

export default function Projects() {
  const index = useVaultIndex();
  const problem = queryProblem(index);
  usePrefetchStudyBodies();
  usePreviewEnd(index.data !== undefined || problem !== null);
  return (
    <PortfolioPage copy={access.portfolio} backHomeLabel={access.backHomeLabel}>
      {problem ? (
        <VaultProblem kind={problem} problems={access.problems} onRetry={() => void index.refetch()} />
      ) : index.data ? (
        <Grid cards={index.data.cards} />
      ) : (
        <p aria-busy="true" className="text-muted">
          {access.checkingLabel}
        </p>
      )}
    </PortfolioPage>
  );
}

function Grid({ cards }: { cards: VaultCard[] }) {
  return (
    <ProjectGrid
      cards={cards}
      openLabel={access.portfolio.openLabel}
      tagsLabel={site.ui.tagsLabel}
      shownForMs={usePreviewAge()}
      renderImage={(card, index) => (
        <PrivateImage
          image={card.image}
          widthAt={index === 0 ? coverImageWidth : undefined}
          unavailableLabel={access.problems.image}
        />
      )}
    />
  );
}
