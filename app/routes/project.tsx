import { queryProblem, useStudyBody } from "~/private-content/use-private-content";
import { usePreviewEnd } from "~/private-content/use-preview-end";
import { VaultProblem } from "~/features/access/vault-problem";
import { ArticleData } from "~/features/case-study/article-data";
import { absoluteImageUrl, absoluteUrl, pageMeta } from "./page-meta";
import { DecryptedImage } from "./decrypted-image";
import { StudyArticle } from "./study-article";
import { access, site } from "@content/public";
import type { Route } from "./+types/project";

export function meta({ params }: Route.MetaArgs) {
  return pageMeta({ title: `Case study · ${site.name}`, path: `/project/${params.id}`, noindex: true });
}

export default function Project({ params }: Route.ComponentProps) {
  const study = useStudyBody(params.id);
  const problem = queryProblem(study);
  usePreviewEnd(study.data !== undefined || problem !== null);
  if (problem) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <VaultProblem kind={problem} problems={access.problems} onRetry={() => void study.refetch()} />
      </main>
    );
  }
  if (!study.data) {
    return (
      <main id="main" aria-busy="true" className="mx-auto max-w-3xl px-5 py-16 text-muted sm:px-8">
        {access.checkingLabel}
      </main>
    );
  }
  const { article } = study.data;
  return (
    <>
      {article && (
        <ArticleData
          study={study.data}
          article={article}
          author={{ name: site.name, url: absoluteUrl("/") }}
          url={absoluteUrl(`/project/${params.id}`)}
          image={absoluteImageUrl(site.ogImage.file)}
        />
      )}
      <StudyArticle study={study.data} Image={DecryptedImage} />
    </>
  );
}
