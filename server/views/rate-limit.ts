/**
 * At most `perClient` reports a minute from one address and `overall` from all together, so neither one client nor
 * many can fill the disk. A visitor sends one report each time they leave or hide a page.
 */
export function rateLimit({ perClient, overall }: { perClient: number; overall: number }, now = () => Date.now()) {
  const windowMs = 60_000;
  let windowStart = now();
  let total = 0;
  const counts = new Map<string, number>();
  return (client: string): boolean => {
    if (now() - windowStart >= windowMs) {
      windowStart = now();
      total = 0;
      counts.clear();
    }
    const count = counts.get(client) ?? 0;
    if (count >= perClient || total >= overall) return false;
    counts.set(client, count + 1);
    total += 1;
    return true;
  };
}
