import { bulkhead, BulkheadRejectedError } from 'cockatiel';

import { maxScreenshots } from '../../../shared/catalog/gameChoices.ts';
import type { Limits } from '../../config.ts';
import { serverBusy } from '../express/HttpError.ts';
import { reencodeImage } from './images.ts';

/** The most images one save brings: a cover and its screenshots. */
const imagesPerSave = 1 + maxScreenshots;
/** Saves that may wait for an encoder per encoder; a save that finds no room answers 429 at once. */
const queuedSavesPerSlot = 4;

/**
 * Checks and re-encodes uploads under one server-wide cap (`imageConcurrency`, the core count by
 * default). Decoding is the costly part of a save in both time and memory, so the cap is also the
 * memory bound: never more decoded images at once than encoders, each at most `maxImagePixels`.
 * A save's images enter the queue together and run side by side as encoders free up, so a save
 * alone uses every core and saves at once finish in arrival order. Waiting images are files on
 * disk and hold no memory; the queue is bounded so that a save is refused at once rather than
 * left to wait past its deadline.
 */
export function imageEncoder(limits: Pick<Limits, 'imageConcurrency' | 'maxImagePixels'>) {
  const concurrency = Math.max(1, limits.imageConcurrency);
  const slots = bulkhead(concurrency, concurrency * queuedSavesPerSlot * imagesPerSave);
  const encode = (file: string, signal: AbortSignal) =>
    slots.execute(() => reencodeImage(file, limits.maxImagePixels), signal);

  return {
    /**
     * One save's images, in order. All are admitted or none: a save never holds encoders while
     * its other images are refused. The first image refused stops those still waiting.
     */
    async reencodeAll(files: readonly string[]): Promise<Buffer[]> {
      if (files.length > slots.executionSlots + slots.queueSlots) throw serverBusy();
      const stop = new AbortController();
      const images = files.map((file) => encode(file, stop.signal));
      try {
        return await Promise.all(images);
      } catch (error) {
        stop.abort();
        // The request's files are removed when it ends: let the images still in work finish first.
        await Promise.allSettled(images);
        throw error instanceof BulkheadRejectedError ? serverBusy() : error;
      }
    },
  };
}

export type ImageEncoder = ReturnType<typeof imageEncoder>;
