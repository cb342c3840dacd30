import { describe, expect, test } from '@jest/globals';

import { seenBefore } from '../../../server/answers/seenBefore.ts';

describe('seenBefore', () => {
  test('a key is new the first time and seen every time after', () => {
    const seen = seenBefore();
    expect(seen('{ games { title } }')).toBe(false);
    expect(seen('{ games { title } }')).toBe(true);
    expect(seen('{ games { title } }')).toBe(true);
    expect(seen('{ games { slug } }')).toBe(false);
    expect(seen('')).toBe(false);
    expect(seen('')).toBe(true);
  });

  test('a long stream of new keys is taken for seen rarely, however long it runs', () => {
    // A small table, so that the stream fills it many times over.
    const seen = seenBefore({ bits: 2 ** 12 });
    const keys = 100_000;
    let mistaken = 0;
    for (let index = 0; index < keys; index++) if (seen(`game ${index}`)) mistaken++;
    expect(mistaken / keys).toBeLessThan(0.05);
  });

  test('a key seen before the table started afresh has to be seen again', () => {
    const seen = seenBefore({ bits: 2 ** 10 });
    seen('home page');
    // A round lasts an eighth of the table's bits in new keys; a few more cover those taken for seen.
    for (let index = 0; index < 2 ** 7 + 32; index++) seen(`search ${index}`);
    expect(seen('home page')).toBe(false);
    expect(seen('home page')).toBe(true);
  });

  test('refuses a table size that is not a power of two', () => {
    expect(() => seenBefore({ bits: 1000 })).toThrow(RangeError);
  });
});
