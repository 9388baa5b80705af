import type { ReactNode } from "react";
import type { ImageSlot } from "~/features/case-study/image-slot";
import { coverImageWidth } from "~/features/projects/cover-image-width";
import { PortfolioPage } from "~/features/projects/portfolio-page";
import { ProjectGrid } from "~/features/projects/project-grid";
import { withCount } from "~/lib/with-count";
import { access, projectIds, site } from "@content/public";
import type { VaultCard } from "@content/schema";

// The unlocked grid, rendered by the app and by the build for the sealed preview, so the two cannot drift apart. Its
// twin study-article.tsx stays a module of its own so the grid's code never carries a study's.

export function PortfolioFrame({ children }: { children: ReactNode }) {
  const intro = withCount(access.portfolio.intro, projectIds.length, site.lang);
  return (
    <PortfolioPage copy={{ ...access.portfolio, intro }} backHomeLabel={access.backHomeLabel}>
      {children}
    </PortfolioPage>
  );
}

type GridProps = { cards: readonly VaultCard[]; Image: ImageSlot; shownForMs?: number };

export function PortfolioGrid({ cards, Image, shownForMs }: GridProps) {
  return (
    <ProjectGrid
      cards={cards}
      openLabel={access.portfolio.openLabel}
      tagsLabel={site.ui.tagsLabel}
      shownForMs={shownForMs}
      // The first card's cover is likely the page's largest paint.
      renderImage={(card, index) => <Image image={card.image} widthAt={index === 0 ? coverImageWidth : undefined} />}
    />
  );
}
