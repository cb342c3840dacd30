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

const comparators: Record<GameSort, (a: IndexedGame, b: IndexedGame) => number> = {
  NEWEST: (a, b) => (b.releaseTime || 0) - (a.releaseTime || 0),
  POPULAR: (a, b) => b.game.views - a.game.views,
  RATING: (a, b) => b.game.rating - a.game.rating,
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
  const totalViews = games.reduce((sum, entry) => sum + entry.game.views, 0);
  const ratingSum = games.reduce((sum, entry) => sum + entry.game.rating, 0);
  return {
    nodes,
    totalCount: games.length,
    totalViews,
    averageRating: games.length === 0 ? 0 : ratingSum / games.length,
    /** Every matching game, for fields that read beyond the page (`ids`), only when asked. */
    matching: games,
    pageInfo: { offset: start, limit: size, hasMore: start + size < games.length },
  };
}

export type GamePage = ReturnType<typeof page>;
