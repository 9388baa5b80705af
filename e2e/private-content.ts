import type { Locator, Page } from "@playwright/test";
import { projectIds } from "../content/project-ids";
import type { CaseStudy } from "../content/schema";
import { loadPrivateContent } from "../scripts/build/private-content";

/**
 * The case studies as the build reads them. Tests pick a study by what it
 * holds (a diagram, a row of cards), never by its id, so an owner who renames
 * or removes one keeps a green suite. A test that needs something no study
 * holds is not registered.
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

/** The first case study that `holds` says yes to, as a list of none or one: tests are registered for each. */
export function firstStudyWhere(holds: (study: CaseStudy) => boolean): string[] {
  return studiesWhere(holds).slice(0, 1);
}

export function galleriesOf(study: CaseStudy) {
  const { challenge, solution, outcomes, showcase } = study;
  return [
    ...challenge.galleries,
    ...solution.galleries,
    ...outcomes.galleries,
    ...(showcase ? [showcase.gallery] : []),
  ];
}

export const cardRowIn = (study: CaseStudy) => study.solution.galleries.find((gallery) => gallery.display === "card");
export const hasCardRow = (study: CaseStudy) => cardRowIn(study) !== undefined;
export const hasPhoneFrames = (study: CaseStudy) => galleriesOf(study).some((gallery) => gallery.display === "phone");

/** Any case study, for what holds for every one; `anotherStudy` is a different one wherever there are two. */
export const someStudy = projectIds.at(-2) ?? projectIds[0] ?? "";
export const anotherStudy = projectIds.at(-1) ?? "";

/** A case study's card in the grid, by the address it opens. */
export function cardLink(page: Page, id: string): Locator {
  return page.getByRole("main").locator(`a[href="/project/${id}"]`);
}
