import { describe, expect, test } from '@jest/globals';

import { jsonArrayWriter } from '../../../server/answers/jsonArrayWriter.ts';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index, title: `Game "${index}", ünïcode ✓ 🎮` }));

describe('jsonArrayWriter', () => {
  test.each([0, 1, 2, 1234])('%i items give the bytes of JSON.stringify, and where each lies', (count) => {
    const writer = jsonArrayWriter();
    const spans = items(count).map((item) => writer.add(JSON.stringify(item)));
    const array = writer.finish();
    expect(array.toString()).toBe(JSON.stringify(items(count)));
    for (const [index, span] of spans.entries()) {
      expect(array.subarray(span.start, span.end).toString()).toBe(JSON.stringify(items(count)[index]));
    }
  });

  test('items given as bytes join like items given as text', () => {
    const writer = jsonArrayWriter();
    for (const [index, item] of items(7).entries()) {
      const text = JSON.stringify(item);
      writer.add(index % 2 === 0 ? Buffer.from(text) : text);
    }
    expect(writer.finish().toString()).toBe(JSON.stringify(items(7)));
  });

  // The length of a previous array sizes the buffer: it may be far off either way. The array is
  // larger than Node's pool of small buffers, so its memory is its own.
  test.each([1, 50_000, 200_000, 10_000_000])(
    'an expected length of %i bytes gives the same bytes, with none to spare kept',
    (expectedBytes) => {
      const writer = jsonArrayWriter(expectedBytes);
      for (const item of items(4001)) writer.add(JSON.stringify(item));
      const array = writer.finish();
      expect(array.toString()).toBe(JSON.stringify(items(4001)));
      expect(array.length).toBeGreaterThan(128 * 1024);
      expect(array.buffer.byteLength).toBeLessThanOrEqual(array.length * 1.125);
    },
  );
});
