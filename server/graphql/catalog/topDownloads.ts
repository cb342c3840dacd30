import type { TimeWindow } from '../__generated__/resolvers.ts';
import type { DownloadWindow, TopDownloadsAnswer } from '../datasources/communityApi.ts';
import type { NormalizedGame } from '../normalize/game.ts';
import type { IndexedCatalog } from './indexedCatalog.ts';
import { inWindow, sortGames } from './selectGames.ts';

/** The page shows 15 games (SPEC 2.12). */
export const topDownloadsCount = 15;

export const downloadWindows: Readonly<Record<TimeWindow, DownloadWindow>> = {
  ALL: 'all',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

/**
 * The REST service's ranking of downloads in the window, as the catalogue's games (one it does not
 * hold yet is left out). Without a ranking (a REST service without `community.php`), the
 * catalogue's own download counts: all time, of the games released in the window.
 */
export function topDownloadGames(
  catalog: IndexedCatalog,
  window: TimeWindow,
  ranking: TopDownloadsAnswer | null,
  now = Date.now(),
): NormalizedGame[] {
  if (!ranking) {
    const released = catalog.games.filter((entry) => inWindow(entry, window, now));
    return sortGames(released, 'DOWNLOADS')
      .slice(0, topDownloadsCount)
      .map((entry) => entry.game);
  }
  return ranking.games
    .map((entry) => catalog.byId.get(String(entry.gameId)))
    .filter((game): game is NormalizedGame => game !== undefined)
    .slice(0, topDownloadsCount);
}
