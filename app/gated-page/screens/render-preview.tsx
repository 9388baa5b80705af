import { renderToStaticMarkup } from "react-dom/server";
import { sitePath } from "~/lib/site-path";
import { StaticRouter } from "react-router";
import { UnlockedHeader } from "~/features/access/unlocked-header";
import { PreviewImage } from "~/gated-page/preview-image";
import { RecipientContext } from "~/gated-page/recipient";
import { access, site } from "@content/public";
import { gridPath, studyPath } from "@site/routes";
import type { SealedStudy, VaultCard } from "@content/schema";
import { PortfolioFrame, PortfolioGrid } from "./portfolio-grid";
import { StudyArticle } from "./study-article";

export type PreviewPage = { kind: "grid"; cards: VaultCard[] } | { kind: "study"; study: SealedStudy };

/** Build only: a private page under ProtectedPage, with the preview's images and a recipient its opening fills in. */
export function renderPreview(page: PreviewPage): string {
  return renderToStaticMarkup(
    // The location is a full path: one outside the basename renders nothing, as the previews under a BASE_PATH did.
    <StaticRouter
      location={sitePath(page.kind === "grid" ? gridPath : studyPath(""))}
      basename={import.meta.env.BASE_URL}
    >
      <RecipientContext value={{ name: "", words: access.recipient }}>
        <UnlockedHeader access={access} site={site} />
        {page.kind === "grid" ? (
          <PortfolioFrame count={page.cards.length}>
            <PortfolioGrid cards={page.cards} Image={PreviewImage} />
          </PortfolioFrame>
        ) : (
          <StudyArticle study={page.study} Image={PreviewImage} />
        )}
      </RecipientContext>
    </StaticRouter>,
  );
}
