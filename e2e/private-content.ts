import type { Locator, Page } from "@playwright/test";
import { projectIds } from "../content/public";
import type { CaseStudy } from "../content/schema";
import { loadPrivateContent } from "../pipeline/private-content";

// Tests pick a study by what it holds, never by id, so an owner who renames or removes one keeps a green suite.
const { cards, studies } = await loadPrivateContent();

export const orderedCards = cards;

export function studyOf(id: string): CaseStudy {
  const study = studies.get(id);
  if (!study) throw new Error(`No case study ${id}`);
  return study;
}

export function studiesWhere(holds: (study: CaseStudy) => boolean): string[] {
  return [...studies].filter(([, study]) => holds(study)).map(([id]) => id);
}

/** None or one: a test that needs what no study holds is not registered. */
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

export function cardLink(page: Page, id: string): Locator {
  return page.getByRole("main").locator(`a[href="/project/${id}"]`);
}
