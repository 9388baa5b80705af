import { queryProblem, usePrefetchStudyBodies, useVaultIndex } from "~/gated-page/use-private-content";
import { usePreviewAge, usePreviewEnd } from "~/gated-page/use-preview-end";
import { VaultProblem } from "~/features/access/vault-problem";
import { DecryptedImage } from "~/gated-page/screens/decrypted-image";
import { PortfolioFrame, PortfolioGrid } from "~/gated-page/screens/portfolio-grid";
import { access } from "@content/public";
import type { VaultCard } from "@content/schema";

export default function Projects() {
  const index = useVaultIndex();
  const problem = queryProblem(index);
  usePrefetchStudyBodies();
  usePreviewEnd(index.data !== undefined || problem !== null);
  return (
    <PortfolioFrame count={index.data?.cards.length}>
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
