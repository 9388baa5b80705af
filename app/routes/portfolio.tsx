import { Suspense, use, useEffect } from "react";
import type { OwnCode } from "~/boot/module-reload-guard";
import { CheckingPage } from "~/gated-page/screens/checking-page";
import { pageMeta, pageTitle } from "~/components/page-meta";
import { gridPage, studyPage } from "~/portfolio-pages";
import { site } from "@content/public";
import { gridPath, studyPath } from "@site/routes";
import type { Route } from "./+types/portfolio";

// One route module loading each page's own code, so the grid's never carries a study's (app/portfolio-pages.ts).

export function meta({ params }: Route.MetaArgs) {
  return params.id === undefined
    ? pageMeta({ title: pageTitle(site.ui.pageTitles.portfolio), path: gridPath, noindex: true })
    : pageMeta({ title: pageTitle(site.ui.pageTitles.caseStudy), path: studyPath(params.id), noindex: true });
}

export default function Portfolio({ params }: Route.ComponentProps) {
  return (
    <Suspense fallback={<CheckingPage />}>
      {params.id === undefined ? <GridPage /> : <StudyPage id={params.id} />}
    </Suspense>
  );
}

function GridPage() {
  const { default: Projects } = useOwnCode(gridPage);
  return (
    <>
      <Projects />
      <StudyCodeAhead />
    </>
  );
}

/** A study is one press away: its code comes ahead, as its text does. A component of its own: no hook may follow `use`. */
function StudyCodeAhead() {
  useEffect(() => studyPage.preload(), []);
  return null;
}

function StudyPage({ id }: { id: string }) {
  const { default: Project } = useOwnCode(studyPage);
  return <Project id={id} />;
}

function useOwnCode<T>(code: OwnCode<T>): T {
  return code.loaded ?? use(code.load());
}
