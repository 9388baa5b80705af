import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { PreviewImage } from "~/features/access/preview-image";
import { UnlockedHeader } from "~/features/access/unlocked-header";
import { CaseStudy } from "~/features/case-study/case-study";
import { coverImageWidth } from "~/features/projects/cover-image-width";
import { PortfolioPage } from "~/features/projects/portfolio-page";
import { ProjectGrid } from "~/features/projects/project-grid";
import { access, site } from "@content/public";
import type { SealedStudy, VaultCard } from "@content/schema";

export type PreviewPage = { kind: "grid"; cards: VaultCard[] } | { kind: "study"; study: SealedStudy };

/** Build only; must match what routes/projects.tsx and project.tsx render under ProtectedPage. */
export function renderPreview(page: PreviewPage): string {
  return renderToStaticMarkup(
    <StaticRouter location={page.kind === "grid" ? "/projects" : "/project"} basename={import.meta.env.BASE_URL}>
      <UnlockedHeader access={access} site={site} />
      {page.kind === "grid" ? (
        <PortfolioPage copy={access.portfolio} backHomeLabel={access.backHomeLabel}>
          <ProjectGrid
            cards={page.cards}
            openLabel={access.portfolio.openLabel}
            tagsLabel={site.ui.tagsLabel}
            renderImage={(card, index) => (
              <PreviewImage image={card.image} widthAt={index === 0 ? coverImageWidth : undefined} />
            )}
          />
        </PortfolioPage>
      ) : (
        <CaseStudy study={page.study} copy={access.caseStudy} Image={PreviewImage} ui={site.ui} />
      )}
    </StaticRouter>,
  );
}
