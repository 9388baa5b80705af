import { CaseStudy } from "~/features/case-study/case-study";
import type { ImageSlot } from "~/features/case-study/image-slot";
import { access, site } from "@content/public";
import type { SealedStudy } from "@content/schema";

/** The unlocked case study, rendered by the app and, for the sealed preview, by the build (see portfolio-grid.tsx). */
export function StudyArticle({ study, Image }: { study: SealedStudy; Image: ImageSlot }) {
  return <CaseStudy study={study} copy={access.caseStudy} Image={Image} ui={site.ui} />;
}
