import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

import { messages } from '../../../shared/validation/messages.ts';
import { imageCache } from './imageCache.ts';
import type { ImageSources } from './imageSource.ts';
import { readImageSource } from './imageSource.ts';
import { imageSourceAddress } from './imageSourceAddress.ts';
import { ImageSourceError } from './imageSourceError.ts';
import type { ImageWidth } from './imageWidths.ts';
import type { ImageFormat } from './resizeImage.ts';
import { resizeImage } from './resizeImage.ts';

export interface ImageRendererOptions extends ImageSources {
  cacheDir: string;
  /** The most bytes the rendered images on disk may take. */
  cacheMaxBytes: number;
  /** How long an upstream image that failed is answered from memory, and how many are remembered. */
  failureMemoryMs: number;
  failuresRemembered: number;
  concurrency: number;
  maxPixels: number;
  log: Logger;
}

/**
 * Catalogue images at one of a few fixed widths, rendered once and kept on disk under the source's
 * one spelling. An upstream image that could not be fetched or read is not asked for again for a
 * while. `render` rejects with an `ImageSourceError` (its status and message are the answer) or,
 * when every slot and waiting place is taken, a `BulkheadRejectedError`.
 */
export function imageRenderer(options: ImageRendererOptions) {
  const cache = imageCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes, log: options.log });
  const failures = new LRUCache<string, ImageSourceError>({
    max: options.failuresRemembered,
    ttl: options.failureMemoryMs,
  });
  const slots = bulkhead(Math.max(1, options.concurrency), Math.max(1, options.concurrency) * 16);

  async function render(src: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
    const address = imageSourceAddress(src, options.upstreamOrigin);
    const failed = failures.get(address.key);
    if (failed) throw failed;
    try {
      return await cache.get(`${address.key}\n${width}`, format, () =>
        slots.execute(async () =>
          resizeImage(await readImageSource(address, options), width, format, options.maxPixels),
        ),
      );
    } catch (error) {
      if (error instanceof BulkheadRejectedError) throw error;
      let failure: ImageSourceError;
      if (error instanceof ImageSourceError) {
        failure = error;
      } else {
        options.log.warn({ err: error, src: address.key }, 'Image could not be resized');
        failure = new ImageSourceError(422, messages.image.unreadable);
      }
      if (address.kind === 'upstream') failures.set(address.key, failure);
      throw failure;
    }
  }
  return { render };
}

export type ImageRenderer = ReturnType<typeof imageRenderer>;
