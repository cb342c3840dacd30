import type { Logger } from 'pino';

import type { ImageRenderer } from './imageRenderer.ts';
import { imageWidths } from './imageWidths.ts';

/**
 * Makes the sizes the pages ask for of each catalogue image before a visitor asks: an image first
 * asked for at a width not made yet waits while it is encoded (up to a second at the largest).
 * One image at a time, in AVIF (what current browsers take), so that live requests keep the other
 * slots; WebP sizes are still made when an older browser asks.
 */
export function imageWarmer(images: ImageRenderer, log: Logger) {
  const seen = new Set<string>();
  let queue = Promise.resolve();
  let stopped = false;
  return {
    /** Queues the sources not queued before; resolves when every queued one is made. */
    warm(sources: Iterable<string>): Promise<void> {
      for (const src of sources) {
        if (src === '' || seen.has(src)) continue;
        seen.add(src);
        queue = queue.then(async () => {
          for (const width of imageWidths) {
            if (stopped) return;
            try {
              await images.render(src, width, 'avif');
            } catch (error) {
              // An image on another host, or one that cannot be read, is answered when asked for.
              log.debug({ err: error, src }, 'An image could not be made ahead');
              return;
            }
          }
        });
      }
      return queue;
    },
    /** Makes nothing more: the server is stopping. */
    stop() {
      stopped = true;
    },
  };
}
