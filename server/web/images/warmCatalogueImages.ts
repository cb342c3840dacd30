import type { Logger } from 'pino';

import type { CatalogCache } from '../../graphql/catalog/catalogCache.ts';
import type { ImageRenderer } from './imageRenderer.ts';
import { imageWarmer } from './imageWarmer.ts';

interface Options {
  images: ImageRenderer;
  catalogue: Pick<CatalogCache, 'get' | 'version'>;
  /** How often to look whether the catalogue changed (new games, new covers or screenshots). */
  everyMs: number;
  log: Logger;
}

/**
 * Makes the sizes of the catalogue's covers and screenshots ahead (`imageWarmer`) at start, and
 * again whenever it has changed: a new game's images, seeded or uploaded, are ready before its first
 * visitor. Covers first: every listing shows them; a game page's screenshots follow.
 */
export function warmCatalogueImages({ images, catalogue, everyMs, log }: Options) {
  const warmer = imageWarmer(images, log);
  let warmedVersion: number | undefined;
  const look = async () => {
    if (catalogue.version() === warmedVersion) return;
    try {
      const { games } = await catalogue.get();
      warmedVersion = catalogue.version();
      await warmer.warm([
        ...games.map(({ game }) => game.imageUrl),
        ...games.flatMap(({ game }) => game.screenshots),
      ]);
    } catch (error) {
      // The catalogue is out of reach for now: the next look tries again.
      log.debug({ err: error }, 'The images could not be made ahead');
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
