export function perMinute(limit: number, now = () => Date.now()): (key: string) => boolean {
  const windowMs = 60_000;
  let windowStart = now();
  const counts = new Map<string, number>();
  return (key) => {
    if (now() - windowStart >= windowMs) {
      windowStart = now();
      counts.clear();
    }
    const count = counts.get(key) ?? 0;
    if (count >= limit) return false;
    counts.set(key, count + 1);
    return true;
  };
}
