import type { ReactNode } from "react";
import type { ImageSlot } from "~/features/case-study/image-slot";
import { coverImageWidth } from "~/features/projects/cover-image-width";
import { PortfolioPage } from "~/features/projects/portfolio-page";
import { ProjectGrid } from "~/features/projects/project-grid";
import { StudyImages } from "~/gated-page/study-images";
import { withCount } from "~/lib/with-count";
import { access, site } from "@content/public";
import type { VaultCard } from "@content/schema";

// The unlocked grid, rendered by the app and by the build for the sealed preview, so the two cannot drift apart.

/** `count`: the studies the recipient was given, once their index has opened; the intro counts them. */
export function PortfolioFrame({ count, children }: { count: number | undefined; children: ReactNode }) {
  const intro = count === undefined ? "" : withCount(access.portfolio.intro, count, site.lang);
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
      renderImage={(card, index) => (
        <StudyImages id={card.id}>
          <Image image={card.image} widthAt={index === 0 ? coverImageWidth : undefined} />
        </StudyImages>
      )}
    />
  );
}
