import { fillIn } from "../app/lib/fill-in";
import { withCount } from "../app/lib/with-count";
import { access, featuredProjects, projectIds, site } from "../content/public";
import { collectStrings, publishedStrings } from "../pipeline/collect-strings";
import { loadContent } from "../pipeline/content/load-content";
import { normalizeText } from "../pipeline/leak-scan";
import { limitedRecipientName, limitedStudies } from "../test-fixtures/recipients";
import { orderedCards, studyOf } from "./private-content";

// The recipient given some studies by the tests' recipients file (e2e/build.ts), whatever the owner's studies are.

const given = new Set(limitedStudies(projectIds));
export const shownCards = orderedCards.filter((card) => given.has(card.id));
export const hiddenStudies = projectIds.filter((id) => !given.has(id));
/** None or one: a study on a featured card of the landing page that they were not given. */
export const hiddenFeatured = featuredProjects.filter((project) => !given.has(project.id)).slice(0, 1);

export const limitedWelcome = fillIn(access.recipient.welcome, { recipient: limitedRecipientName });
export const limitedIntro = withCount(access.portfolio.intro, shownCards.length, site.lang);

const stringsOf = (id: string) =>
  collectStrings([orderedCards.find((card) => card.id === id), studyOf(id)]).map((text) => normalizeText(text).trim());
/** What they may read anyway: what the owner published, and what the studies they were given say too. */
const theirs = normalizeText([...publishedStrings(loadContent()), ...[...given].flatMap(stringsOf)].join("\n"));

/** A study's own words, as the leak scan reads them; a page shown to someone not given the study holds none. */
export function privateWordsOf(id: string): string[] {
  return stringsOf(id).filter((text) => text.length >= 20 && !theirs.includes(text));
}

/** Which of `ids`' own words `html` holds, after the leak scan's normalisation (entities, escapes, case, spaces). */
export function wordsFoundIn(html: string, ids: readonly string[]): string[] {
  const page = normalizeText(html);
  return ids.flatMap(privateWordsOf).filter((words) => page.includes(words));
}
