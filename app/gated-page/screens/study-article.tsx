import { CaseStudy } from "~/features/case-study/case-study";
import type { ImageSlot } from "~/features/case-study/image-slot";
import { access, site } from "@content/public";
import type { SealedStudy } from "@content/schema";

/** Apart from portfolio-grid.tsx, so the grid's code never carries a study's; the app and the build render it. */
export function StudyArticle({ study, Image }: { study: SealedStudy; Image: ImageSlot }) {
  return <CaseStudy study={study} copy={access.caseStudy} Image={Image} ui={site.ui} />;
}
