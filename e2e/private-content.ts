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

/** What shapes a study's page at a given width: its galleries' frames (a frame looks the same in any section), figures
 * above screens, and the optional parts. */
function layoutTraits(study: CaseStudy): string[] {
  const galleries = galleriesOf(study);
  const frames = new Set(galleries.map((gallery) => `${gallery.display} frames`));
  return [
    ...frames,
    ...(galleries.some((gallery) => gallery.highlights.length > 0) ? ["figures above screens"] : []),
    study.showcase ? "showcase" : "no showcase",
    study.heroImage ? "title image" : "no title image",
    study.process.diagram ? "diagram" : "no diagram",
  ];
}

/** The fewest studies (picked greedily, in the grid's order) that between them show every layout any study has. */
export function studiesCoveringLayouts(): string[] {
  const uncovered = new Set([...studies.values()].flatMap(layoutTraits));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    const gain = (id: string) => layoutTraits(studyOf(id)).filter((trait) => uncovered.has(trait)).length;
    const best = projectIds.reduce((first, id) => (gain(id) > gain(first) ? id : first));
    chosen.push(best);
    for (const trait of layoutTraits(studyOf(best))) uncovered.delete(trait);
  }
  return projectIds.filter((id) => chosen.includes(id));
}

/** Any case study, for what holds for every one; `anotherStudy` is a different one wherever there are two. */
export const someStudy = projectIds.at(-2) ?? projectIds[0] ?? "";
export const anotherStudy = projectIds.at(-1) ?? "";

export function cardLink(page: Page, id: string): Locator {
  return page.getByRole("main").locator(`a[href="/project/${id}"]`);
}
