import type { NormalizedGame } from '../normalize/game.ts';
import { sortGames } from './gameQueries.ts';
import type { IndexedGame } from './indexedCatalog.ts';

const top = (games: readonly IndexedGame[], sort: Parameters<typeof sortGames>[1], count: number) =>
  sortGames(games, sort)
    .slice(0, count)
    .map((entry) => entry.game);

/**
 * The home page in one answer (SPEC 2.7). The featured slider takes the union of the top 3 by
 * downloads and the top 3 by rating (the server's counters stand in for the browser's local ones).
 */
export function homeData(games: readonly IndexedGame[]) {
  const featured = new Map<string, NormalizedGame>();
  for (const game of [...top(games, 'DOWNLOADS', 3), ...top(games, 'RATING', 3)]) featured.set(game.id, game);
  return {
    featured: [...featured.values()].slice(0, 5),
    latest: top(games, 'NEWEST', 4),
    mostViewed: top(games, 'POPULAR', 3),
    topRated: top(games, 'RATING', 3),
    mostPopular: top(games, 'DOWNLOADS', 3),
    totalGames: games.length,
  };
}
