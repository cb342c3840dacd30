import { bulkhead } from 'cockatiel';
import type { Limits } from '../../config.ts';
import { reencodeImage } from './images.ts';

/**
 * Checks and re-encodes uploads under one server-wide cap (`imageConcurrency`, the core count by
 * default): decoding is the costly part of a save in both time and memory, so no burst of uploads
 * may decode more images at once than there are cores to run them. The others wait their turn in
 * arrival order; each save request queues at most one image at a time, so the queue stays short.
 */
export function imageEncoder(limits: Pick<Limits, 'imageConcurrency' | 'maxImagePixels'>) {
  const slots = bulkhead(Math.max(1, limits.imageConcurrency), Number.POSITIVE_INFINITY);
  return {
    reencode: (file: string): Promise<Buffer> =>
      slots.execute(() => reencodeImage(file, limits.maxImagePixels)),
  };
}

export type ImageEncoder = ReturnType<typeof imageEncoder>;
