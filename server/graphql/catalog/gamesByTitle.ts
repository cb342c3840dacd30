import type { NormalizedGame } from '../normalize/game.ts';
import type { IndexedCatalog } from './indexedCatalog.ts';
import { sortGames } from './selectGames.ts';

/**
 * Every game of `catalog` in the order `games(sort: TITLE)` pages through them, sorted once: a
 * reader of every page sorts the whole catalogue once per page.
 */
export const gamesByTitle = (catalog: IndexedCatalog): NormalizedGame[] =>
  sortGames(catalog.games, 'TITLE').map((entry) => entry.game);
