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

export function testBuildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, PORTFOLIO_PASSWORDS: passwordLines };
  delete env.PORTFOLIO_PASSWORD;
  return env;
}
