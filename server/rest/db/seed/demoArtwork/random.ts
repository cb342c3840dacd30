import { fnv1a } from '../../../../fnv1a.ts';

export type Rng = () => number;

/** Mulberry32 generator seeded with the FNV-1a hash of `seed`, so the same text always draws the same art. */
export function seededRng(seed: string): Rng {
  let a = fnv1a(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);
