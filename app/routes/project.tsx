import { queryProblem, useStudyBody } from "~/gated-page/use-private-content";
import { usePreviewEnd } from "~/gated-page/use-preview-end";
import { StudyImages } from "~/gated-page/study-images";
import { NotShared } from "~/features/access/not-shared";
import { VaultProblem } from "~/features/access/vault-problem";
import { ArticleData } from "~/features/case-study/article-data";
import { absoluteImageUrl, absoluteUrl } from "~/components/page-meta";
import { CheckingPage } from "~/gated-page/screens/checking-page";
import { DecryptedImage } from "~/gated-page/screens/decrypted-image";
import { requestAccessFor } from "~/gated-page/screens/request-access-for";
import { StudyArticle } from "~/gated-page/screens/study-article";
import { access, site } from "@content/public";
import { studyPath } from "@site/routes";

export default function Project({ id }: { id: string }) {
  const study = useStudyBody(id);
  const problem = queryProblem(study);
  usePreviewEnd(study.data !== undefined || study.notShared || problem !== null);
  if (problem) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <VaultProblem kind={problem} problems={access.problems} onRetry={() => void study.refetch()} />
      </main>
    );
  }
  if (study.notShared) {
    const requestAccess = { label: access.requestAccess.label, href: requestAccessFor(`/project/${id}`) };
    return <NotShared copy={access.notShared} requestAccess={requestAccess} backLabel={access.caseStudy.backLabel} />;
  }
  if (!study.data) return <CheckingPage />;
  const { article } = study.data;
  return (
    <StudyImages id={id}>
      {article && (
        <ArticleData
          study={study.data}
          article={article}
          author={{ name: site.name, url: absoluteUrl("/") }}
          url={absoluteUrl(studyPath(id))}
          image={absoluteImageUrl(site.ogImage.file)}
        />
      )}
      <StudyArticle study={study.data} Image={DecryptedImage} />
    </StudyImages>
  );
}
