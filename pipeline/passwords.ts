import { normalizePassword, vaultFormat } from "../app/lib/vault/format.ts";
import { labelPattern, maxNameLength } from "../content/schema/recipients.ts";
import type { RecipientsFile } from "./content/recipients-file.ts";
import { knownWords, strengthProblem, type GuessContext } from "./password-strength.ts";
import { withRecipientsFile } from "./recipient-studies.ts";

export const demoPassword = "demo-portfolio-access-2025";
export const demoVariable = "PORTFOLIO_DEMO";

/** Set by CI services and hosts' build machines: a build there is published, so the demo password is refused. */
export const hostVariables = [
  "CI",
  "GITHUB_ACTIONS",
  "GITLAB_CI",
  "BITBUCKET_BUILD_NUMBER",
  "NETLIFY",
  "CF_PAGES",
  "VERCEL",
] as const;

export type Recipient = {
  label: string;
  password: string;
  name?: string;
  until?: string;
  /** The ids of the studies their password opens, as content/recipients.yaml lists them; every study without it. */
  studies?: string[];
};
export type PasswordConfig = {
  recipients: Recipient[];
  usesDemo: boolean;
  expired: string[];
};
export type PasswordContext = { site: GuessContext["site"]; today?: Date; recipients?: RecipientsFile };

export class PasswordConfigError extends Error {
  override name = "PasswordConfigError";
}

const canonicalNames = ["PORTFOLIO_PASSWORD", "PORTFOLIO_PASSWORDS", demoVariable] as const;
const passwordHelp = [
  "Set one when you build: PORTFOLIO_PASSWORD='your-long-passphrase' npm run build (npm run password prints a strong one),",
  "or one per recipient in PORTFOLIO_PASSWORDS, or either in a file named .env (docs/owner-guide.md#the-access-password).",
].join("\n");

/** npm start and npm run dev serve this computer only (server/demo-build.ts): they build the demo without asking. */
export function withDemoAllowed(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return { [demoVariable]: "1", ...env };
}

// Lines are "label: password [until YYYY-MM-DD] [for "Name"]" (docs/protection.md); messages never name a password.
export function resolvePasswords(env: Record<string, string | undefined>, context: PasswordContext): PasswordConfig {
  checkVariableNames(env);
  let recipients: Recipient[] = [];
  const expired: string[] = [];
  const today = isoDay(context.today ?? new Date());
  if (env.PORTFOLIO_PASSWORD !== undefined) recipients.push({ label: "default", password: env.PORTFOLIO_PASSWORD });
  const lines = recipientLines(env.PORTFOLIO_PASSWORDS);
  for (const line of lines) {
    if (line.until !== undefined && line.until < today) expired.push(line.label);
    else recipients.push(line);
  }
  if (recipients.length === 0 && expired.length > 0) {
    throw new PasswordConfigError(
      `every recipient's end date has passed (${expired.join(", ")}): the portfolio would open for no one. Extend a date or add a password.`,
    );
  }

  const noneSet = recipients.length === 0;
  if (noneSet) recipients.push({ label: "demo", password: demoPassword });
  // Without passwords there are no labels to check the file's against: the demo opens every study.
  else if (context.recipients) {
    recipients = withRecipientsFile(
      recipients,
      lines.map((line) => line.label),
      context.recipients,
    );
  }
  if (recipients.length > vaultFormat.maxSlots) {
    throw new PasswordConfigError(`${recipients.length} passwords given; at most ${vaultFormat.maxSlots} are allowed.`);
  }
  checkLabelsDiffer(recipients);
  const seen = new Map<string, string>();
  for (const { label, password } of recipients) {
    const normalized = normalizePassword(password);
    const duplicate = seen.get(normalized);
    if (duplicate) throw new PasswordConfigError(`passwords '${duplicate}' and '${label}' are the same.`);
    seen.set(normalized, label);
  }
  const demoLabel = seen.get(normalizePassword(demoPassword));
  if (demoLabel !== undefined) checkDemoAllowed(env, noneSet ? undefined : demoLabel);
  const words = knownWords({ site: context.site, recipients });
  for (const { label, password } of recipients) {
    if (label === demoLabel) continue;
    const problem = strengthProblem(normalizePassword(password), label, words);
    if (problem) {
      throw new PasswordConfigError(`password '${label}' ${problem}. Generate a strong one with: npm run password`);
    }
  }
  return {
    recipients: recipients.map((recipient) => ({ ...recipient, password: normalizePassword(recipient.password) })),
    usesDemo: demoLabel !== undefined,
    expired,
  };
}

/** The README gives the demo password to anyone, so it needs PORTFOLIO_DEMO=1, and a host or CI refuses it outright. */
function checkDemoAllowed(env: Record<string, string | undefined>, configuredAs: string | undefined): void {
  const host = hostVariables.find((name) => (env[name] ?? "").trim() !== "");
  if (host) {
    throw new PasswordConfigError(
      `this build runs on a host or in CI (${host} is set), where the demo password would publish the case studies; ${demoVariable} does not change that. Set PORTFOLIO_PASSWORD, or PORTFOLIO_PASSWORDS, as a secret of the build.`,
    );
  }
  const asked = env[demoVariable];
  if (asked === "1") return;
  if (asked !== undefined) throw new PasswordConfigError(`${demoVariable} is "${asked}": set it to 1, or unset it.`);
  const what =
    configuredAs === undefined
      ? "no password is set, and the build will not use the demo password, which the README gives to anyone."
      : `password '${configuredAs}' is the demo password, which the README gives to anyone.`;
  throw new PasswordConfigError(
    `${what}\n${passwordHelp}\nTo build the demo anyway, never to publish: ${demoVariable}=1 npm run build (npm start builds it by itself, and serves it to this computer only).`,
  );
}

/** Labels name recipients in messages, links and view reports: two alike would be one recipient to the owner. */
function checkLabelsDiffer(recipients: Recipient[]): void {
  const seen = new Set<string>();
  for (const { label } of recipients) {
    const key = label.toLowerCase();
    if (seen.has(key)) {
      throw new PasswordConfigError(`two recipients are labelled '${label}': give each line a label of its own.`);
    }
    seen.add(key);
  }
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

// `for "…"` ends a line, before or after its end date, so the name is the one part in quotes.
const nameClause = /\s+for\s+"([^"]*)"(?=(?:\s+until\s+\S+)?$)/;
// A line without a label is refused rather than guessed at: "Summer: 2025-…" could be either.
const labelledLine = new RegExp(`^(${labelPattern}):\\s+(.+)$`);

export function recipientLines(text: string | undefined): Recipient[] {
  if (text === undefined) return [];
  const lines: Recipient[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const [, label, labelled] = labelledLine.exec(trimmed) ?? [];
    if (!label || !labelled) {
      throw new PasswordConfigError(
        `PORTFOLIO_PASSWORDS line ${index + 1} does not start with a label. Write each line as "label: password", the label 1 to 32 letters, digits, - or _, then a colon and a space: acme-recruiting: <password>.`,
      );
    }
    const where = `PORTFOLIO_PASSWORDS line ${index + 1} ('${label}')`;
    const { rest, name } = takeName(labelled, where);
    const [, password = rest, until] = /^(.+?)\s+until\s+(\S+)$/.exec(rest) ?? [];
    const wrongDate = until === undefined ? undefined : dateProblem(until);
    if (wrongDate) throw new PasswordConfigError(`${where}: ${wrongDate}.`);
    lines.push({ label, password, ...(until && { until }), ...(name && { name }) });
  }
  if (lines.length === 0) {
    throw new PasswordConfigError(
      "PORTFOLIO_PASSWORDS holds only comments or blank lines. Add a password or unset it.",
    );
  }
  return lines;
}

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

function dateProblem(text: string): string | undefined {
  const [, year = "", month = "", day = ""] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? [];
  if (!year) return `"until" needs a date written YYYY-MM-DD, such as 2027-01-31`;
  if (Number(month) < 1 || Number(month) > 12) {
    return `"until ${text}": there is no month ${month}, months go from 01 to 12`;
  }
  const first = new Date(`${year}-${month}-01T00:00:00Z`);
  const last = new Date(first);
  last.setUTCMonth(first.getUTCMonth() + 1, 0);
  const days = last.getUTCDate();
  if (Number(day) >= 1 && Number(day) <= days) return undefined;
  const monthName = first.toLocaleString("en", { month: "long", timeZone: "UTC" });
  return `"until ${text}": ${text} is not a day of ${year}, ${monthName} ${year} has ${days} days`;
}

function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

const demoLines = [
  "DEMO PASSWORD IN USE: anyone who read the README can open this build.",
  "The case studies are NOT private: npm start serves it to this computer",
  "only, and it must never be uploaded. Set PORTFOLIO_PASSWORD (16+ chars);",
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
