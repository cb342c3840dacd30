import { bulkhead, BulkheadRejectedError } from 'cockatiel';

import type { Limits } from '../../config.ts';
import { serverBusy } from '../express/HttpError.ts';
import { reencodeImage } from './images.ts';

/** Images that may wait for an encoder per encoder; a save that finds the queue full answers 429. */
const queuedPerSlot = 8;

/**
 * Checks and re-encodes uploads under one server-wide cap (`imageConcurrency`, the core count by
 * default): decoding is the costly part of a save in both time and memory, so no burst of uploads
 * may decode more images at once than there are cores to run them. The others wait their turn in
 * arrival order (each save queues one image at a time), up to a bound beyond which a save is
 * refused at once rather than left to wait past its deadline.
 */
export function imageEncoder(limits: Pick<Limits, 'imageConcurrency' | 'maxImagePixels'>) {
  const concurrency = Math.max(1, limits.imageConcurrency);
  const slots = bulkhead(concurrency, concurrency * queuedPerSlot);
  return {
    async reencode(file: string): Promise<Buffer> {
      try {
        return await slots.execute(() => reencodeImage(file, limits.maxImagePixels));
      } catch (error) {
        throw error instanceof BulkheadRejectedError ? serverBusy() : error;
      }
    },
  };
}

export type ImageEncoder = ReturnType<typeof imageEncoder>;
