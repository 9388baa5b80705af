import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";
import { normalizePassword, recordLimits, vaultFormat } from "../app/lib/vault/format.ts";

/** Documented in the README; a build that uses it says loudly that it is not private. */
export const demoPassword = "demo-portfolio-access-2025";
export const minPasswordLength = 16;
/** zxcvbn's top score: an offline guesser needs more than 10^10 tries. */
const minStrengthScore = 4;

/** Set by CI services and hosts' build machines: a build there is published, so the demo password is refused. */
const hostVariables = ["CI", "GITHUB_ACTIONS", "NETLIFY", "CF_PAGES", "VERCEL"] as const;

export type Recipient = {
  /** Printed beside the recipient's link and in every message; never the password. */
  label: string;
  password: string;
  /** Shown to the recipient once unlocked; sealed in their key slot, never written in the clear. */
  name?: string;
};
export type PasswordConfig = {
  recipients: Recipient[];
  usesDemo: boolean;
  expired: string[];
};

export class PasswordConfigError extends Error {
  override name = "PasswordConfigError";
}

const canonicalNames = ["PORTFOLIO_PASSWORD", "PORTFOLIO_PASSWORDS"] as const;

// PORTFOLIO_PASSWORDS holds "label: password [until YYYY-MM-DD] [for "Display Name"]" lines; the policy is docs/protection.md's (Passwords).
// Messages name labels and lines, never passwords.
export function resolvePasswords(env: Record<string, string | undefined>, today = new Date()): PasswordConfig {
  checkVariableNames(env);
  const recipients: Recipient[] = [];
  const expired: string[] = [];
  if (env.PORTFOLIO_PASSWORD !== undefined) recipients.push({ label: "default", password: env.PORTFOLIO_PASSWORD });
  for (const line of recipientLines(env.PORTFOLIO_PASSWORDS)) {
    if (line.until !== undefined && line.until < isoDay(today)) expired.push(line.label);
    else recipients.push({ label: line.label, password: line.password, ...(line.name && { name: line.name }) });
  }
  if (recipients.length === 0 && expired.length > 0) {
    throw new PasswordConfigError(
      `every recipient's end date has passed (${expired.join(", ")}): the portfolio would open for no one. Extend a date or add a password.`,
    );
  }

  const usesDemo = recipients.length === 0;
  if (usesDemo) recipients.push({ label: "demo", password: demoPassword });
  else recipients.forEach(checkStrength);
  if (recipients.length > vaultFormat.maxSlots) {
    throw new PasswordConfigError(`${recipients.length} passwords given; at most ${vaultFormat.maxSlots} are allowed.`);
  }
  const seen = new Map<string, string>();
  for (const { label, password } of recipients) {
    const normalized = normalizePassword(password);
    const duplicate = seen.get(normalized);
    if (duplicate) throw new PasswordConfigError(`passwords '${duplicate}' and '${label}' are the same.`);
    seen.set(normalized, label);
  }
  const demoInUse = usesDemo || seen.has(normalizePassword(demoPassword));
  const host = hostVariables.find((name) => (env[name] ?? "").trim() !== "");
  if (demoInUse && host) {
    throw new PasswordConfigError(
      `this build runs on a host or in CI (${host} is set), where the demo password would publish the case studies. Set PORTFOLIO_PASSWORD, or PORTFOLIO_PASSWORDS, as a secret of the build.`,
    );
  }
  return {
    recipients: recipients.map((recipient) => ({ ...recipient, password: normalizePassword(recipient.password) })),
    usesDemo: demoInUse,
    expired,
  };
}

function checkVariableNames(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) {
    const upper = name.toUpperCase();
    if (upper.startsWith("VITE_") && upper.includes("PASSWORD")) {
      throw new PasswordConfigError(`${name} would be inlined into the JavaScript bundle: rename it without VITE_.`);
    }
    const meant = canonicalNames.find((canonical) => canonical === upper.trim());
    if (meant && name !== meant) {
      throw new PasswordConfigError(`a variable named '${name}' is set; the build reads ${meant}. Rename it.`);
    }
    if (meant && value !== undefined && value.trim() === "") {
      throw new PasswordConfigError(`${name} is set but empty (a missing CI secret?). Set it or unset it.`);
    }
  }
}

type RecipientLine = Recipient & { until?: string };

/** A slot holds the name in a fixed number of bytes (docs/protection.md); four bytes a character at most. */
export const maxNameLength = recordLimits.nameBytes / 4;

// `for "…"` ends a line, before or after its end date, so the name is the one part in quotes.
const nameClause = /\s+for\s+"([^"]*)"(?=(?:\s+until\s+\S+)?$)/;

function recipientLines(text: string | undefined): RecipientLine[] {
  if (text === undefined) return [];
  const lines: RecipientLine[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    // "label: password" needs the space, so a password such as "Summer:2025-…" stays whole.
    const labelled = /^([A-Za-z0-9_-]{1,32}):\s+(.+)$/.exec(trimmed);
    const label = labelled?.[1] ?? `line-${index + 1}`;
    const where = `PORTFOLIO_PASSWORDS line ${index + 1} ('${label}')`;
    const { rest, name } = takeName(labelled?.[2] ?? trimmed, where);
    const dated = /^(.+?)\s+until\s+(\S+)$/.exec(rest);
    if (!dated?.[1] || !dated[2]) {
      lines.push({ label, password: rest, ...(name && { name }) });
      continue;
    }
    if (!isCalendarDay(dated[2])) {
      throw new PasswordConfigError(`${where}: "until" needs a date written YYYY-MM-DD, such as 2027-01-31.`);
    }
    lines.push({ label, password: dated[1], until: dated[2], ...(name && { name }) });
  }
  if (lines.length === 0) {
    throw new PasswordConfigError(
      "PORTFOLIO_PASSWORDS holds only comments or blank lines. Add a password or unset it.",
    );
  }
  return lines;
}

/** The line without its `for "…"` clause, and the name it gives; "for" anywhere else is a mistake, not a password. */
function takeName(text: string, where: string): { rest: string; name?: string } {
  const example = `for "Jane Doe, Acme" at the end of the line`;
  if (/^for\s+"/.test(text)) throw new PasswordConfigError(`${where}: the password comes before "for".`);
  const clause = nameClause.exec(text);
  const rest = clause ? text.slice(0, clause.index) + text.slice(clause.index + clause[0].length) : text;
  if (/\sfor(\s|$)/.test(rest)) {
    throw new PasswordConfigError(
      `${where}: "for" starts the recipient's name, written in double quotes: ${example}. A password cannot contain the word "for" between spaces.`,
    );
  }
  if (!clause) return { rest };
  const name = (clause[1] ?? "").normalize("NFC").replace(/\s+/g, " ").trim();
  if (name === "") throw new PasswordConfigError(`${where}: the name after "for" is empty: ${example}.`);
  if ([...name].length > maxNameLength) {
    throw new PasswordConfigError(`${where}: the name after "for" is longer than ${maxNameLength} characters.`);
  }
  if (/\p{Cc}/u.test(name)) throw new PasswordConfigError(`${where}: the name after "for" holds a control character.`);
  return { rest, name };
}

function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isoDay(new Date(`${text}T00:00:00Z`)) === text;
}

function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

const strength = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEnglish.translations,
});

/** Marks, format characters, separators and controls: nothing a person sees or types on purpose. */
const invisible = /[\p{M}\p{Cf}\p{Z}\p{Cc}\s]/gu;

function checkStrength({ label, password }: Recipient): void {
  const normalized = normalizePassword(password);
  const refuse = (why: string): never => {
    throw new PasswordConfigError(`password '${label}' ${why}. Generate a strong one with: npm run password`);
  };
  if ([...normalized].length < minPasswordLength) refuse(`is shorter than ${minPasswordLength} characters`);
  if (normalized.replace(invisible, "") === "") refuse("is made only of invisible or combining characters");
  if (/(.)\1{3}/u.test(normalized) || new Set(normalized).size < 6) refuse("repeats the same few characters");
  if (strength.check(normalized).score < minStrengthScore) refuse("is too easy to guess");
}

const demoLines = [
  "DEMO PASSWORD IN USE: anyone who read the README can open this build.",
  "The case studies are NOT private. Set PORTFOLIO_PASSWORD (16+ chars);",
  "`npm run password` prints a strong one.",
];
const boxWidth = Math.max(...demoLines.map((line) => line.length)) + 2;

export const demoWarning = [
  "",
  `┌${"─".repeat(boxWidth)}┐`,
  ...demoLines.map((line) => `│ ${line.padEnd(boxWidth - 2)} │`),
  `└${"─".repeat(boxWidth)}┘`,
  "",
].join("\n");
