import { describe, expect, test } from '@jest/globals';

import { encodeJsonArray } from '../../../server/http/encodedBody.ts';

async function* itemsOf<T>(values: readonly T[]): AsyncIterable<T> {
  for (const value of values) yield await Promise.resolve(value);
}

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index, title: `Game "${index}", ünïcode ✓` }));

describe('encodeJsonArray', () => {
  // Around the slice length (200), so that every way a slice can end is covered.
  test.each([0, 1, 199, 200, 201, 400, 1234])('%i items give the bytes of JSON.stringify', async (count) => {
    const toJson = (row: { id: number; title: string }) => ({ ...row, even: row.id % 2 === 0 });
    const body = await encodeJsonArray(itemsOf(rows(count)), toJson);
    expect(body.identity.toString()).toBe(JSON.stringify(rows(count).map(toJson)));
    expect(body.contentType).toBe('application/json; charset=utf-8');
  });

  // The length of a previous list sizes the buffer: it may be far off either way. The list is
  // larger than Node's pool of small buffers, so its memory is its own.
  test.each([1, 50_000, 200_000, 10_000_000])(
    'an expected length of %i bytes gives the same bytes, with none to spare kept',
    async (expectedBytes) => {
      const toJson = (row: { id: number; title: string }) => row;
      const body = await encodeJsonArray(itemsOf(rows(4001)), toJson, expectedBytes);
      expect(body.identity.toString()).toBe(JSON.stringify(rows(4001)));
      expect(body.identity.length).toBeGreaterThan(128 * 1024);
      expect(body.identity.buffer.byteLength).toBeLessThanOrEqual(body.identity.length * 1.125);
    },
  );

  test('a failing source fails the body instead of sending part of a list', async () => {
    async function* failing(): AsyncIterable<number> {
      yield 1;
      throw new Error('connection lost');
    }
    await expect(encodeJsonArray(failing(), (value) => value)).rejects.toThrow('connection lost');
  });
});
