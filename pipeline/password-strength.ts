import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";
import type { Site } from "../content/schema.ts";

const minPasswordLength = 16;
/** ~170 GPU-years against the vault's KDF; zxcvbn's own top score, 10^10, let `correcthorsebatterystaple` through. */
const minGuessesLog10 = 14;
/** Shorter words (initials, "a") would strip letters out of any password, not a guess. */
const minWordLength = 3;

/** Who the site belongs to, where it lives, who it was sent to: what a guesser tries first against this vault. */
export type GuessContext = { site: Pick<Site, "name" | "siteUrl">; recipients: { label: string; name?: string }[] };

const strength = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEnglish.translations,
});

const invisible = /[\p{M}\p{Cf}\p{Z}\p{Cc}\s]/gu;
/** A guesser joins words with these for free; zxcvbn counts each as a word (`correct-horse-battery-staple` 10^19.7). */
const separators = /[\p{Z}\s._-]+/gu;

const squash = (text: string) => text.replace(separators, "");
const fold = (text: string) => squash(text).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

export function knownWords({ site, recipients }: GuessContext): string[] {
  const phrases = [
    "portfolio",
    site.name,
    new URL(site.siteUrl).hostname,
    ...recipients.flatMap(({ label, name }) => (name ? [label, name] : [label])),
  ];
  const words = phrases.flatMap((phrase) => [
    phrase.replace(/[^\p{L}\p{N}]+/gu, ""),
    ...phrase.split(/[^\p{L}\p{N}]+/u),
  ]);
  const forms = words.flatMap((word) => [word.toLowerCase(), fold(word)]);
  return [...new Set(forms)].filter((word) => [...word].length >= minWordLength).sort((a, b) => b.length - a.length);
}

export function strengthProblem(password: string, label: string, words: string[]): string | undefined {
  if ([...password].length < minPasswordLength) return `is shorter than ${minPasswordLength} characters`;
  if (password.replace(invisible, "") === "") return "is made only of invisible or combining characters";
  if (/(.)\1{3}/u.test(password) || new Set(password).size < 6) return "repeats the same few characters";
  if ([...fold(label)].length >= minWordLength && fold(password).includes(fold(label))) {
    return "contains its own label, which build messages, npm run links and view reports show";
  }
  const rest = squash(password).replace(new RegExp(words.join("|"), "giu"), "");
  if (strength.check(rest, words).guessesLog10 >= minGuessesLog10) return undefined;
  const tries = `fewer than 10^${minGuessesLog10} tries`;
  return rest === squash(password)
    ? `is too easy to guess (${tries})`
    : `is too easy to guess (${tries}) once the words a guesser tries first here are taken out: your name, the site's address, the recipients' labels and names, "portfolio"`;
}
