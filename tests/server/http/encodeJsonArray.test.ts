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

  test('a failing source fails the body instead of sending part of a list', async () => {
    async function* failing(): AsyncIterable<number> {
      yield 1;
      throw new Error('connection lost');
    }
    await expect(encodeJsonArray(failing(), (value) => value)).rejects.toThrow('connection lost');
  });
});
