import { randomInt } from "node:crypto";
import { site } from "../content/public.ts";
import { PasswordConfigError, resolvePasswords } from "../pipeline/passwords.ts";
import { drawAccepted, passphrase, passphraseBits } from "./password-words.ts";

/** 20 base58 characters, 117 bits. */
const base58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function randomKey(): string {
  return Array.from({ length: 20 }, () => base58[randomInt(base58.length)]).join("");
}

// Both must pass the build's own checks, this site's words included.
function passesTheBuild(password: string): boolean {
  try {
    resolvePasswords({ PORTFOLIO_PASSWORD: password }, { site });
    return true;
  } catch (error) {
    if (error instanceof PasswordConfigError) return false;
    throw error;
  }
}

const suggestions = {
  passphrase: drawAccepted(passphrase, passesTheBuild),
  key: drawAccepted(randomKey, passesTheBuild),
};

console.log(`Passphrase (easy to type, ${passphraseBits.toFixed(1)} bits):  ${suggestions.passphrase}`);
console.log(`Random key (for password managers, 117 bits): ${suggestions.key}`);
console.log(
  "\nUse one as PORTFOLIO_PASSWORD when you build, or one per line in PORTFOLIO_PASSWORDS (label: password), or keep either in .env.",
);
