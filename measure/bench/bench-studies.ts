import type { CaseStudy } from "../../content/schema.ts";
import { loadPrivateContent } from "../../pipeline/private-content.ts";
import { studyImages } from "../../pipeline/study-images.ts";

/** Picked by what they hold, so the bench keeps running when the owner renames, adds or removes a case study. */
export type BenchStudies = {
  /** The most screens, with a hero screen the card-click timing waits for: the heaviest case study to open. */
  screens: string;
  /** One that draws the process diagram and another that does not: what the first loads beyond the second is Mermaid's. */
  diagram: string;
  plain: string;
};

export function pickBenchStudies(studies: ReadonlyMap<string, CaseStudy>): BenchStudies {
  const entries = [...studies].filter(([, study]) => !study.process.diagram);
  const diagram = [...studies].find(([, study]) => study.process.diagram)?.[0];
  const screenCount = new Map(entries.map(([id, study]) => [id, studyImages(study).length]));
  const byScreens = entries.map(([id]) => id).toSorted((a, b) => (screenCount.get(b) ?? 0) - (screenCount.get(a) ?? 0));
  // Lighthouse CI groups runs by URL, so the three must be three different pages.
  const screens = byScreens.find((id) => studies.get(id)?.heroImage);
  const plain = byScreens.findLast((id) => id !== screens);
  if (!screens || !diagram || !plain) {
    throw new Error(
      "The bench needs a case study with the process diagram and two without, one of them with a hero image (content/private/).",
    );
  }
  return { screens, diagram, plain };
}

export const benchStudies = pickBenchStudies((await loadPrivateContent()).studies);

export const measuredStudies = [benchStudies.screens, benchStudies.diagram];

export const benchStudiesEnv = { BENCH_STUDIES: JSON.stringify(measuredStudies) };
