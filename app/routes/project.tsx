import { PrivateImage } from "~/features/access/private-image";
import { CaseStudy } from "~/features/case-study/case-study";
import { queryProblem, useStudyBody } from "~/features/access/use-private-content";
import { usePreviewEnd } from "~/features/access/use-preview-end";
import { VaultProblem } from "~/features/access/vault-problem";
import { ArticleData } from "~/features/case-study/article-data";
import { absoluteImageUrl, absoluteUrl, pageMeta } from "./page-meta";
import { access, site } from "@content/public";
import type { ComponentProps } from "react";
import type { ImageSlot } from "~/features/case-study/image-slot";
import type { Route } from "./+types/project";

function StudyImage(props: ComponentProps<ImageSlot>) {
  return <PrivateImage {...props} unavailableLabel={access.problems.image} />;
}

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
      <CaseStudy study={study.data} copy={access.caseStudy} Image={StudyImage} ui={site.ui} />
    </>
  );
}
