import type { NormalizedGame } from '../normalize/game.ts';
import type { IndexedGame } from './indexedCatalog.ts';
import { sortGames } from './selectGames.ts';

const ranked = (games: readonly IndexedGame[], sort: Parameters<typeof sortGames>[1]) =>
  sortGames(games, sort).map((entry) => entry.game);

/**
 * The home page in one answer (SPEC 2.7). The featured slider takes the union of the top 3 by
 * downloads and the top 3 by rating (the server's counters stand in for the browser's local ones).
 */
export function homeData(games: readonly IndexedGame[]) {
  const byDownloads = ranked(games, 'DOWNLOADS');
  const byRating = ranked(games, 'RATING');
  const featured = new Map<string, NormalizedGame>();
  for (const game of [...byDownloads.slice(0, 3), ...byRating.slice(0, 3)]) featured.set(game.id, game);
  return {
    featured: [...featured.values()].slice(0, 5),
    latest: ranked(games, 'NEWEST').slice(0, 4),
    mostViewed: ranked(games, 'POPULAR').slice(0, 3),
    topRated: byRating.slice(0, 3),
    mostPopular: byDownloads.slice(0, 3),
    totalGames: games.length,
  };
}
