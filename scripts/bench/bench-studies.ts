import type { CaseStudy } from "../../content/schema.ts";
import { loadPrivateContent } from "../build/private-content.ts";
import { studyImages } from "../build/study-images.ts";

/** Picked by what they hold, so the bench keeps running when the owner renames, adds or removes a case study. */
export type BenchStudies = {
  /** The most screens: the heaviest case study to open. */
  screens: string;
  /** One that draws the process diagram and one that does not: what the first loads beyond the second is Mermaid's. */
  diagram: string;
  plain: string;
};

export function pickBenchStudies(studies: ReadonlyMap<string, CaseStudy>): BenchStudies {
  const entries = [...studies];
  const diagram = entries.find(([, study]) => study.process.diagram)?.[0];
  const plain = entries.find(([, study]) => !study.process.diagram)?.[0];
  const mostScreensFirst = entries.toSorted(([, a], [, b]) => studyImages(b).length - studyImages(a).length);
  const screens = (mostScreensFirst.find(([id]) => id !== diagram) ?? mostScreensFirst[0])?.[0];
  if (!screens || !diagram || !plain) {
    throw new Error("The bench needs a case study with the process diagram and one without (content/private/).");
  }
  return { screens, diagram, plain };
}

export const benchStudies = pickBenchStudies((await loadPrivateContent()).studies);

/** How lighthouserc.cjs, which cannot load content itself, learns which case studies to measure. */
export const benchStudiesEnv = { BENCH_STUDIES: JSON.stringify([benchStudies.screens, benchStudies.diagram]) };
