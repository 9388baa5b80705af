import { readRecipientsFile } from "../pipeline/content/recipients-file.ts";

// Fixed whatever the machine says: CI refuses the demo password.
export const testRecipients = {
  visitor: "copper-thistle-orbit-lantern-42",
  recruiter: "violet-harbor-candle-staple-77",
  former: "amber-quartz-meadow-falcon-19",
  named: "saffron-glacier-tundra-beacon-58",
  limited: "indigo-marble-ferry-willow-63",
} as const;

export const testRecipientName = "Jane Doe, Acme";

export const accessPassword = testRecipients.visitor;

const passwordLines = [
  `visitor: ${testRecipients.visitor}`,
  `recruiter: ${testRecipients.recruiter} until 2999-12-31`,
  `former: ${testRecipients.former} until 2001-01-01`,
  `named: ${testRecipients.named} until 2999-12-31 for "${testRecipientName}"`,
  `limited: ${testRecipients.limited}`,
].join("\n");

export const limitedRecipientName = "Ada Byron, Initech";

/** Every other study, so the grid shows some and not others; last first, as the grid's order must not be the list's. */
export function limitedStudies(projectIds: readonly string[]): string[] {
  return projectIds.filter((_, index) => index % 2 === 0).reverse();
}

/** The browser tests' content/recipients.yaml, which `npm run build -- --recipients <file>` reads instead. */
export function testRecipientsFile(projectIds: readonly string[]): string {
  const studies = limitedStudies(projectIds).map((id) => `    - ${id}`);
  return ["limited:", `  name: ${limitedRecipientName}`, "  studies:", ...studies, ""].join("\n");
}

const spareWords = ["juniper", "cobalt", "prairie", "summit", "orchid", "tidal", "sable", "lattice", "quarry"];

/** A line for each label `root`'s content/recipients.yaml names beyond the tests': the build wants one for each. */
function ownersLabelLines(root: string): string[] {
  const labels = readRecipientsFile(root, []).entries.map(({ label }) => label);
  return labels
    .filter((label) => !(label in testRecipients))
    .map((label, index) => {
      const words = [0, 3, 5, 7].map((step) => spareWords[(index + step) % spareWords.length]);
      return `${label}: ${words.join("-")}-${10 + index}`;
    });
}

/**
 * The tests' passwords, in place of any the machine has. `recipientsOf`: a project whose own
 * content/recipients.yaml the build will read, whatever labels its owner gave it.
 */
export function testBuildEnv(extra: Record<string, string> = {}, recipientsOf?: string): NodeJS.ProcessEnv {
  const lines = [passwordLines, ...(recipientsOf ? ownersLabelLines(recipientsOf) : [])];
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, PORTFOLIO_PASSWORDS: lines.join("\n") };
  delete env.PORTFOLIO_PASSWORD;
  return env;
}
