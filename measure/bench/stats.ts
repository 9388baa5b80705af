export type Spread = { median: number; min: number; max: number; runs: number };

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const [min, max] = [sorted[0], sorted.at(-1)];
  if (min === undefined || max === undefined) throw new Error("spread() needs at least one value");
  // The two middle values are one and the same for an odd count; an even count reports their mean.
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? min;
  const upper = sorted[Math.floor(sorted.length / 2)] ?? max;
  return { median: (lower + upper) / 2, min, max, runs: sorted.length };
}

export function spreadEach<Key extends string>(
  samples: readonly Record<Key, number>[],
  keys: readonly Key[],
): Record<Key, Spread> {
  return Object.fromEntries(keys.map((key) => [key, spread(samples.map((sample) => sample[key]))])) as Record<
    Key,
    Spread
  >;
}
