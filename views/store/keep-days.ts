/** How long npm start keeps a view when PORTFOLIO_VIEWS_KEEP_DAYS is unset: a year of applications. */
export const defaultKeepDays = 365;

export function viewsKeepDays(env: Record<string, string | undefined>): number {
  const value = env.PORTFOLIO_VIEWS_KEEP_DAYS?.trim() ?? "";
  if (value === "") return defaultKeepDays;
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 36_500) {
    throw new Error(
      `PORTFOLIO_VIEWS_KEEP_DAYS is "${value}": set it to how many days npm start keeps each view, such as 90, or leave it unset for ${defaultKeepDays}.`,
    );
  }
  return days;
}
