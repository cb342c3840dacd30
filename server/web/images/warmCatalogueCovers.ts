import type { Logger } from 'pino';

import type { CatalogCache } from '../../graphql/catalog/catalogCache.ts';
import type { ImageRenderer } from './imageRenderer.ts';
import { imageWarmer } from './imageWarmer.ts';

interface Options {
  images: ImageRenderer;
  catalogue: Pick<CatalogCache, 'get' | 'version'>;
  /** How often to look whether the catalogue changed (new games, new covers). */
  everyMs: number;
  log: Logger;
}

/**
 * Makes the covers' sizes ahead (`imageWarmer`) for the catalogue at start, and again whenever it
 * has changed: a new game's cover, seeded or uploaded, is ready before its first visitor.
 */
export function warmCatalogueCovers({ images, catalogue, everyMs, log }: Options) {
  const warmer = imageWarmer(images, log);
  let warmedVersion: number | undefined;
  const look = async () => {
    if (catalogue.version() === warmedVersion) return;
    try {
      const { games } = await catalogue.get();
      warmedVersion = catalogue.version();
      await warmer.warm(games.map(({ game }) => game.imageUrl));
    } catch (error) {
      // The catalogue is out of reach for now: the next look tries again.
      log.debug({ err: error }, 'The covers could not be made ahead');
    }
  };
  let running = look();
  const timer = setInterval(() => {
    running = running.then(look);
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      warmer.stop();
    },
  };
}
