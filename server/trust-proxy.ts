/** Unset, X-Forwarded-For is ignored, since any client can write one (docs/publishing.md). */
export function trustedProxies(env: Record<string, string | undefined>): number {
  const value = env.PORTFOLIO_TRUST_PROXY?.trim() ?? "";
  if (value === "") return 0;
  if (!/^\d{1,2}$/.test(value)) {
    throw new Error(
      `PORTFOLIO_TRUST_PROXY is "${value}": set it to the number of proxies in front of npm start, such as 1, or leave it unset.`,
    );
  }
  return Number(value);
}
