import { queryProblem, usePrefetchStudyBodies, useVaultIndex } from "~/private-content/use-private-content";
import { usePreviewAge, usePreviewEnd } from "~/private-content/use-preview-end";
import { VaultProblem } from "~/features/access/vault-problem";
import { pageMeta } from "./page-meta";
import { DecryptedImage } from "./decrypted-image";
import { PortfolioFrame, PortfolioGrid } from "./portfolio-grid";
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
    <PortfolioFrame>
      {problem ? (
        <VaultProblem kind={problem} problems={access.problems} onRetry={() => void index.refetch()} />
      ) : index.data ? (
        <Grid cards={index.data.cards} />
      ) : (
        <p aria-busy="true" className="text-muted">
          {access.checkingLabel}
        </p>
      )}
    </PortfolioFrame>
  );
}

/** Mounted with the cards, so their entrance carries on from the preview's as it is then. */
function Grid({ cards }: { cards: VaultCard[] }) {
  return <PortfolioGrid cards={cards} Image={DecryptedImage} shownForMs={usePreviewAge()} />;
}
