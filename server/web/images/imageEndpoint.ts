import { BulkheadRejectedError } from 'cockatiel';
import type { RequestHandler } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { immutableForAYear } from '../../answers/cacheControl.ts';
import type { ImageRenderer } from './imageRenderer.ts';
import { ImageSourceError } from './imageSourceError.ts';
import { isImageWidth } from './imageWidths.ts';
import type { ImageFormat } from './resizeImage.ts';

/**
 * `GET /img?src=<catalogue image>&w=<width>`: the image at one of a few fixed widths, as AVIF when
 * the browser takes it and WebP otherwise (see `imageRenderer`). Sources never change their content
 * (uploads get new names), so answers are immutable.
 */
export function imageEndpoint(images: ImageRenderer): RequestHandler {
  return async (req, res) => {
    const refuse = (status: number, message: string) => res.status(status).type('text/plain').send(message);
    const src = typeof req.query.src === 'string' ? req.query.src : '';
    const width = Number(req.query.w);
    if (src === '' || !isImageWidth(width)) {
      refuse(400, messages.image.expectedSourceAndWidth);
      return;
    }
    // Only a browser that names AVIF gets it; anything else (including */*) gets WebP.
    const format: ImageFormat = /\bimage\/avif\b/.test(req.get('accept') ?? '') ? 'avif' : 'webp';
    try {
      const bytes = await images.render(src, width, format);
      res
        .type(`image/${format}`)
        .setHeader('Cache-Control', immutableForAYear)
        .setHeader('Vary', 'Accept')
        .setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(bytes);
    } catch (error) {
      if (error instanceof BulkheadRejectedError) {
        res.setHeader('Retry-After', '1');
        refuse(503, messages.image.busy);
        return;
      }
      if (!(error instanceof ImageSourceError)) throw error;
      refuse(error.status, error.message);
    }
  };
}
