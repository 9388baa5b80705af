import { normalizePassword, vaultFormat } from "../app/features/access/vault-format.ts";

/** Documented in the README; a build that uses it says loudly that it is not private. */
export const demoPassword = "demo-portfolio-access-2025";
export const minPasswordLength = 16;

export type Recipient = { label: string; password: string };
export type PasswordConfig = { recipients: Recipient[]; usesDemo: boolean };

export class PasswordConfigError extends Error {
  override name = "PasswordConfigError";
}

/**
 * Reads PORTFOLIO_PASSWORD and PORTFOLIO_PASSWORDS (one per line, optionally
 * "label: password"; blank and # lines ignored) and applies the design's policy
 * (protection.md §4). Messages name labels, never passwords.
 */
export function resolvePasswords(env: Record<string, string | undefined>): PasswordConfig {
  for (const [name, value] of Object.entries(env)) {
    if (name.toUpperCase().startsWith("VITE_") && name.toUpperCase().includes("PASSWORD")) {
      throw new PasswordConfigError(`${name} would be inlined into the JavaScript bundle: rename it without VITE_.`);
    }
    if (
      (name === "PORTFOLIO_PASSWORD" || name === "PORTFOLIO_PASSWORDS") &&
      value !== undefined &&
      value.trim() === ""
    ) {
      throw new PasswordConfigError(`${name} is set but empty (a missing CI secret?). Set it or unset it.`);
    }
  }

  const recipients: Recipient[] = [];
  if (env.PORTFOLIO_PASSWORD !== undefined)
    recipients.push({ label: "PORTFOLIO_PASSWORD", password: env.PORTFOLIO_PASSWORD });
  for (const [index, line] of (env.PORTFOLIO_PASSWORDS ?? "").split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    // "label: password" needs the space, so a password such as "Summer:2025-…" stays whole.
    const labelled = /^([A-Za-z0-9_-]{1,32}):\s+(.+)$/.exec(trimmed);
    recipients.push(
      labelled?.[1] && labelled[2]
        ? { label: labelled[1], password: labelled[2] }
        : { label: `PORTFOLIO_PASSWORDS line ${index + 1}`, password: trimmed },
    );
  }

  const usesDemo = recipients.length === 0;
  if (usesDemo) recipients.push({ label: "demo", password: demoPassword });

  if (recipients.length > vaultFormat.maxSlots) {
    throw new PasswordConfigError(`${recipients.length} passwords given; at most ${vaultFormat.maxSlots} are allowed.`);
  }
  const seen = new Map<string, string>();
  for (const { label, password } of recipients) {
    const normalized = normalizePassword(password);
    if ([...normalized].length < minPasswordLength) {
      throw new PasswordConfigError(
        `password '${label}' is shorter than ${minPasswordLength} characters. Generate one with: npm run password`,
      );
    }
    const duplicate = seen.get(normalized);
    if (duplicate) throw new PasswordConfigError(`passwords '${duplicate}' and '${label}' are the same.`);
    seen.set(normalized, label);
  }
  return {
    recipients: recipients.map(({ label, password }) => ({ label, password: normalizePassword(password) })),
    usesDemo: usesDemo || seen.has(normalizePassword(demoPassword)),
  };
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
