import type { NormalizedGame } from '../normalize/game.ts';
import type { IndexedGame } from './indexedCatalog.ts';
import { sortGames } from './selectGames.ts';

const ranked = (games: readonly IndexedGame[], sort: Parameters<typeof sortGames>[1]) =>
  sortGames(games, sort).map((entry) => entry.game);

const byStars = (games: readonly IndexedGame[]) =>
  games.map((entry) => entry.game).sort((a, b) => b.stars - a.stars);

/**
 * The home page in one answer (SPEC 2.7). The featured slider takes the union of the top 3 by
 * downloads and the top 3 by stars, as the SPEC says, with the server's counts in place of the
 * browser's. Top Rated ranks by weighted rating and leaves unrated games out.
 */
export function homeData(games: readonly IndexedGame[]) {
  const byDownloads = ranked(games, 'DOWNLOADS');
  const featured = new Map<string, NormalizedGame>();
  for (const game of [...byDownloads.slice(0, 3), ...byStars(games).slice(0, 3)]) featured.set(game.id, game);
  return {
    featured: [...featured.values()].slice(0, 5),
    latest: ranked(games, 'NEWEST').slice(0, 4),
    mostViewed: ranked(games, 'POPULAR').slice(0, 3),
    topRated: ranked(games, 'RATING')
      .filter((game) => game.weightedRating !== null)
      .slice(0, 3),
    mostPopular: byDownloads.slice(0, 3),
    totalGames: games.length,
  };
}
