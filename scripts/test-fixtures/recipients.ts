/**
 * The recipients every test build is made for, whatever the machine's own
 * variables say (a CI machine refuses the demo password): two who can open
 * it, one whose end date has passed, so their link counts as revoked.
 */
export const testRecipients = {
  visitor: "copper-thistle-orbit-lantern-42",
  recruiter: "violet-harbor-candle-staple-77",
  former: "amber-quartz-meadow-falcon-19",
} as const;

/** The password the browser tests and the bench unlock with. */
export const accessPassword = testRecipients.visitor;

const passwordLines = [
  `visitor: ${testRecipients.visitor}`,
  `recruiter: ${testRecipients.recruiter} until 2999-12-31`,
  `former: ${testRecipients.former} until 2001-01-01`,
].join("\n");

/** The environment of a test build: the machine's own, with the recipients above in place of any passwords. */
export function testBuildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, PORTFOLIO_PASSWORDS: passwordLines };
  delete env.PORTFOLIO_PASSWORD;
  return env;
}
