import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, test } from '@jest/globals';

import type { Encoding } from '../../../server/answers/encodedBody.ts';
import { compressBytes } from '../../../server/answers/encodedBody.ts';

const decompress = (bytes: Buffer, encoding: Encoding) =>
  encoding === 'gzip' ? gunzipSync(bytes) : brotliDecompressSync(bytes);

const text = (bytes: number) =>
  Buffer.from(
    JSON.stringify(Array.from({ length: bytes }, (_, id) => ({ id, title: `Game ${id}` }))).slice(0, bytes),
  );

describe.each<Encoding>(['gzip', 'br'])('compressBytes with %s', (encoding) => {
  test.each([
    ['a small answer', text(1500)],
    ['a large answer', text(200_000)],
    // Random bytes come out larger than they went in: more than one of the buffers written into.
    ['bytes that do not compress', randomBytes(40_000)],
    ['a tiny body', Buffer.from('{}')],
  ])('%s comes back whole', async (_name, input) => {
    const compressed = await compressBytes(input, encoding);
    expect(decompress(compressed, encoding).equals(input)).toBe(true);
  });

  test('a small answer does not take a large buffer (docs/performance.md)', async () => {
    const input = text(2000);
    const before = process.memoryUsage().arrayBuffers;
    for (let turn = 0; turn < 200; turn += 1) await compressBytes(input, encoding);
    // With zlib's own 16 KiB buffers, 200 answers took over 3 MiB outside the heap.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1024 * 1024);
  });
});
