/** Seeded randomness: the same record always draws the same screen. */

export function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small seeded PRNG, so variation comes from the file name only. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: () => number, min: number, max: number) => Math.floor(min + rng() * (max - min + 1));
export function pick<T>(rng: () => number, items: readonly [T, ...T[]]): T {
  return items[Math.floor(rng() * items.length)] ?? items[0];
}
