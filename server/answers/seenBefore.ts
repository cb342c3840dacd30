import { fnv1a } from '../fnv1a.ts';

export interface SeenBeforeOptions {
  /** The table's size in bits: a power of two. */
  bits?: number;
}

/** MurmurHash3's finaliser: a second, independent-looking position from the same hash. */
function mixed(hash: number): number {
  let mix = hash ^ (hash >>> 16);
  mix = Math.imul(mix, 0x85ebca6b);
  mix ^= mix >>> 13;
  mix = Math.imul(mix, 0xc2b2ae35);
  return (mix ^ (mix >>> 16)) >>> 0;
}

/**
 * Whether a key was seen before, remembered as two bits of a fixed table (a Bloom filter), so that
 * a stream of keys never seen again costs no memory. The answer errs only one way: a new key is
 * now and then taken for seen. The table starts afresh once an eighth of its size in keys was
 * marked, which keeps that error under 5%; a key seen just before then has to be seen once more.
 */
export function seenBefore({ bits = 2 ** 20 }: SeenBeforeOptions = {}): (key: string) => boolean {
  if (!Number.isInteger(Math.log2(bits)) || bits < 8) throw new RangeError(`bits must be a power of two ≥ 8`);
  const table = new Uint8Array(bits / 8);
  const mask = bits - 1;
  const marksPerRound = bits / 8;
  let marks = 0;
  const isSet = (bit: number) => ((table[bit >>> 3] ?? 0) & (1 << (bit & 7))) !== 0;
  const set = (bit: number) => {
    table[bit >>> 3] = (table[bit >>> 3] ?? 0) | (1 << (bit & 7));
  };
  return (key) => {
    const hash = fnv1a(key);
    const first = hash & mask;
    const second = mixed(hash) & mask;
    if (isSet(first) && isSet(second)) return true;
    if (marks === marksPerRound) {
      table.fill(0);
      marks = 0;
    }
    set(first);
    set(second);
    marks++;
    return false;
  };
}
