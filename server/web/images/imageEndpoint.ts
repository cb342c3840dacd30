import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

import { immutableForAYear } from '../../answers/cacheControl.ts';
import { imageCache } from './imageCache.ts';
import type { ImageSources } from './imageSource.ts';
import { ImageSourceError, readImageSource } from './imageSource.ts';
import { isImageWidth } from './imageWidths.ts';
import type { ImageFormat } from './resizeImage.ts';
import { resizeImage } from './resizeImage.ts';

export interface ImageEndpointOptions extends ImageSources {
  cacheDir: string;
  concurrency: number;
  maxPixels: number;
  log: Logger;
}

/**
 * `GET /img?src=<catalogue image>&w=<width>`: the image at one of a few fixed widths, as AVIF when
 * the browser takes it and WebP otherwise, rendered once and kept on disk. Sources never change
 * their content (uploads get new names), so answers are immutable.
 */
export function imageEndpoint(options: ImageEndpointOptions): RequestHandler {
  const cache = imageCache(options.cacheDir);
  const slots = bulkhead(Math.max(1, options.concurrency), Math.max(1, options.concurrency) * 16);
  return async (req, res) => {
    const src = typeof req.query.src === 'string' ? req.query.src : '';
    const width = Number(req.query.w);
    if (src === '' || !isImageWidth(width)) {
      res.status(400).type('text/plain').send('Expected src and a supported w');
      return;
    }
    // Only a browser that names AVIF gets it; anything else (including */*) gets WebP.
    const format: ImageFormat = /\bimage\/avif\b/.test(req.get('accept') ?? '') ? 'avif' : 'webp';
    try {
      const bytes = await cache.get(`${src}\n${width}`, format, () =>
        slots.execute(async () =>
          resizeImage(await readImageSource(src, options), width, format, options.maxPixels),
        ),
      );
      res
        .type(`image/${format}`)
        .setHeader('Cache-Control', immutableForAYear)
        .setHeader('Vary', 'Accept')
        .setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(bytes);
    } catch (error) {
      if (error instanceof ImageSourceError) {
        res.status(error.status).type('text/plain').send(error.message);
      } else if (error instanceof BulkheadRejectedError) {
        res.status(503).setHeader('Retry-After', '1').type('text/plain').send('Busy, try again shortly');
      } else {
        options.log.warn({ err: error, src }, 'Image could not be resized');
        res.status(422).type('text/plain').send('The image could not be read');
      }
    }
  };
}
