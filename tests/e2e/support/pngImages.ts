import { crc32, deflateSync } from 'node:zlib';

import type { PickedFile } from '../pages/AdminGamesPage.ts';

/** A solid-colour RGB PNG, made here so the test needs no image files. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const cover = (name: string): PickedFile => ({
  name,
  mimeType: 'image/png',
  buffer: png(120, 160, [30, 90, 160]),
});
export const screenshot = (name: string, shade = 0): PickedFile => ({
  name,
  mimeType: 'image/png',
  buffer: png(160, 90, [200 - shade * 30, 120, 40 + shade * 30]),
});
export const textFile = (name: string): PickedFile => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from('Not an image.\n'),
});
