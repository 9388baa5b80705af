import type { CaseStudy } from "../content/schema";
import { loadPrivateContent } from "../scripts/private-content";

/**
 * The case studies as the build reads them. Tests pick a study by what it
 * holds (a diagram, a row of cards), never by its id, so an owner who renames
 * or removes one keeps a green suite.
 */
const { cards, studies } = await loadPrivateContent();

/** The project cards, in the grid's order. */
export const orderedCards = cards;

export function studyOf(id: string): CaseStudy {
  const study = studies.get(id);
  if (!study) throw new Error(`No case study ${id}`);
  return study;
}

/** The ids of the case studies that `holds` says yes to, in display order. */
export function studiesWhere(holds: (study: CaseStudy) => boolean): string[] {
  return [...studies].filter(([, study]) => holds(study)).map(([id]) => id);
}
