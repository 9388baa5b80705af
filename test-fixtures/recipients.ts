// Fixed whatever the machine says (CI refuses the demo); `former` is past its end date, `named` gives a display name.
export const testRecipients = {
  visitor: "copper-thistle-orbit-lantern-42",
  recruiter: "violet-harbor-candle-staple-77",
  former: "amber-quartz-meadow-falcon-19",
  named: "saffron-glacier-tundra-beacon-58",
} as const;

export const testRecipientName = "Jane Doe, Acme";

export const accessPassword = testRecipients.visitor;

const passwordLines = [
  `visitor: ${testRecipients.visitor}`,
  `recruiter: ${testRecipients.recruiter} until 2999-12-31`,
  `former: ${testRecipients.former} until 2001-01-01`,
  `named: ${testRecipients.named} until 2999-12-31 for "${testRecipientName}"`,
].join("\n");

export function testBuildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, PORTFOLIO_PASSWORDS: passwordLines };
  delete env.PORTFOLIO_PASSWORD;
  return env;
}
