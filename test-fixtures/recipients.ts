// Fixed whatever the machine says (CI refuses the demo password); `former` is past its end date, so revoked.
export const testRecipients = {
  visitor: "copper-thistle-orbit-lantern-42",
  recruiter: "violet-harbor-candle-staple-77",
  former: "amber-quartz-meadow-falcon-19",
} as const;

export const accessPassword = testRecipients.visitor;

const passwordLines = [
  `visitor: ${testRecipients.visitor}`,
  `recruiter: ${testRecipients.recruiter} until 2999-12-31`,
  `former: ${testRecipients.former} until 2001-01-01`,
].join("\n");

export function testBuildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, PORTFOLIO_PASSWORDS: passwordLines };
  delete env.PORTFOLIO_PASSWORD;
  return env;
}
