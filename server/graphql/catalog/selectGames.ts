import { withinTimeWindow } from '../../../shared/catalog/timeWindows.ts';
import type { GameFilter, GameSort, TimeWindow } from '../__generated__/resolvers.ts';
import type { NormalizedGame } from '../normalize/game.ts';
import type { IndexedGame } from './indexedCatalog.ts';

export const maxPageSize = 100;

export const inWindow = (entry: IndexedGame, window: TimeWindow, now: number): boolean =>
  withinTimeWindow(entry.releaseTime, window, now);

const isAll = (value: string | null | undefined) =>
  !value || value.trim() === '' || value.trim().toLowerCase() === 'all';

export function matchesText(entry: IndexedGame, needle: string, withDescription: boolean): boolean {
  const { title, developer, description } = entry.keys;
  return (
    title.includes(needle) || developer.includes(needle) || (withDescription && description.includes(needle))
  );
}

function matchesQuickSearch(entry: IndexedGame, needle: string): boolean {
  return matchesText(entry, needle, false) || entry.keys.category.includes(needle);
}

export function filterGames(
  games: readonly IndexedGame[],
  filter: GameFilter | null | undefined,
  now = Date.now(),
): IndexedGame[] {
  const category = isAll(filter?.category) ? undefined : filter?.category?.trim().toLowerCase();
  const genre = isAll(filter?.genre) ? undefined : filter?.genre?.trim().toLowerCase();
  const search = filter?.search?.trim().toLowerCase() || undefined;
  const quickSearch = filter?.quickSearch?.trim().toLowerCase() || undefined;
  const window = filter?.window ?? 'ALL';
  return games.filter(
    (entry) =>
      (!category || entry.keys.category === category) &&
      (!genre || entry.keys.genres.includes(genre)) &&
      (!search || matchesText(entry, search, true)) &&
      (!quickSearch || matchesQuickSearch(entry, quickSearch)) &&
      inWindow(entry, window, now),
  );
}

/** Highest weighted rating first, more ratings first among equals; unrated games last. */
function byWeightedRating(a: IndexedGame, b: IndexedGame): number {
  const first = a.game.weightedRating;
  const second = b.game.weightedRating;
  if (first === null || second === null) return (first === null ? 1 : 0) - (second === null ? 1 : 0);
  return second - first || b.game.totalRatings - a.game.totalRatings;
}

const comparators: Record<GameSort, (a: IndexedGame, b: IndexedGame) => number> = {
  NEWEST: (a, b) => (b.releaseTime || 0) - (a.releaseTime || 0),
  POPULAR: (a, b) => b.game.views - a.game.views,
  RATING: byWeightedRating,
  TITLE: (a, b) => a.keys.title.localeCompare(b.keys.title),
  DOWNLOADS: (a, b) => b.game.downloads - a.game.downloads,
};

export function sortGames(games: readonly IndexedGame[], sort: GameSort): IndexedGame[] {
  return [...games].sort(comparators[sort]);
}

export function page(games: readonly IndexedGame[], offset: number, limit: number) {
  const start = Math.max(0, offset);
  const size = Math.min(Math.max(0, limit), maxPageSize);
  const nodes: NormalizedGame[] = games.slice(start, start + size).map((entry) => entry.game);
  let totalViews = 0;
  let totalDownloads = 0;
  let ratingSum = 0;
  let ratedCount = 0;
  for (const { game } of games) {
    totalViews += game.views;
    totalDownloads += game.downloads;
    // An unrated game has no rating to average, not a rating of 0.
    if (game.weightedRating !== null) {
      ratingSum += game.weightedRating;
      ratedCount += 1;
    }
  }
  return {
    nodes,
    totalCount: games.length,
    totalViews,
    totalDownloads,
    averageRating: ratedCount === 0 ? 0 : ratingSum / ratedCount,
    ratedCount,
    /** Every matching game, for fields that read beyond the page (`ids`), only when asked. */
    matching: games,
    pageInfo: { offset: start, limit: size, hasMore: start + size < games.length },
  };
}

export type GamePage = ReturnType<typeof page>;
