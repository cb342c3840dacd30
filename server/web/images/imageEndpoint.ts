import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

import { messages } from '../../../shared/validation/messages.ts';
import { immutableForAYear } from '../../answers/cacheControl.ts';
import { imageCache } from './imageCache.ts';
import type { ImageSources } from './imageSource.ts';
import { readImageSource } from './imageSource.ts';
import type { ImageSourceAddress } from './imageSourceAddress.ts';
import { imageSourceAddress } from './imageSourceAddress.ts';
import { ImageSourceError } from './imageSourceError.ts';
import { isImageWidth } from './imageWidths.ts';
import type { ImageFormat } from './resizeImage.ts';
import { resizeImage } from './resizeImage.ts';

export interface ImageEndpointOptions extends ImageSources {
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

interface Failure {
  status: number;
  message: string;
}

/**
 * `GET /img?src=<catalogue image>&w=<width>`: the image at one of a few fixed widths, as AVIF when
 * the browser takes it and WebP otherwise, rendered once and kept on disk under the source's one
 * spelling. Sources never change their content (uploads get new names), so answers are immutable.
 * An upstream image that could not be fetched or read is not asked for again for a while.
 */
export function imageEndpoint(options: ImageEndpointOptions): RequestHandler {
  const cache = imageCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes, log: options.log });
  const failures = new LRUCache<string, Failure>({
    max: options.failuresRemembered,
    ttl: options.failureMemoryMs,
  });
  const slots = bulkhead(Math.max(1, options.concurrency), Math.max(1, options.concurrency) * 16);
  const refuse = (res: Parameters<RequestHandler>[1], { status, message }: Failure) =>
    res.status(status).type('text/plain').send(message);

  return async (req, res) => {
    const src = typeof req.query.src === 'string' ? req.query.src : '';
    const width = Number(req.query.w);
    if (src === '' || !isImageWidth(width)) {
      refuse(res, { status: 400, message: messages.image.expectedSourceAndWidth });
      return;
    }
    // Only a browser that names AVIF gets it; anything else (including */*) gets WebP.
    const format: ImageFormat = /\bimage\/avif\b/.test(req.get('accept') ?? '') ? 'avif' : 'webp';
    let address: ImageSourceAddress;
    try {
      address = imageSourceAddress(src, options.upstreamOrigin);
    } catch (error) {
      if (!(error instanceof ImageSourceError)) throw error;
      refuse(res, error);
      return;
    }
    const failed = failures.get(address.key);
    if (failed) {
      refuse(res, failed);
      return;
    }
    try {
      const bytes = await cache.get(`${address.key}\n${width}`, format, () =>
        slots.execute(async () =>
          resizeImage(await readImageSource(address, options), width, format, options.maxPixels),
        ),
      );
      res
        .type(`image/${format}`)
        .setHeader('Cache-Control', immutableForAYear)
        .setHeader('Vary', 'Accept')
        .setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(bytes);
    } catch (error) {
      if (error instanceof BulkheadRejectedError) {
        res.status(503).setHeader('Retry-After', '1').type('text/plain').send(messages.image.busy);
        return;
      }
      let failure: Failure;
      if (error instanceof ImageSourceError) {
        failure = { status: error.status, message: error.message };
      } else {
        options.log.warn({ err: error, src: address.key }, 'Image could not be resized');
        failure = { status: 422, message: messages.image.unreadable };
      }
      if (address.kind === 'upstream') failures.set(address.key, failure);
      refuse(res, failure);
    }
  };
}
