import type { ApolloCache, Reference } from '@apollo/client';

import { GameViewerQuery } from './queries.ts';

/** What a favorite entry shows of its game (the profile's list). */
export interface StarredGame {
  id: string;
  slug: string;
  title: string;
  imageUrl: string;
}

/** Adds `delta` to one of the cached game's counts (never below 0), wherever the game is shown. */
export function bumpGameCount(
  cache: ApolloCache,
  gameId: string,
  field: 'stars' | 'downloads',
  delta: number,
): void {
  const id = cache.identify({ __typename: 'Game', id: gameId });
  if (!id) return;
  cache.modify<{ stars: number; downloads: number }>({
    id,
    fields: { [field]: (count: number) => Math.max(0, count + delta) },
  });
}

interface FavoriteEntry {
  __typename?: 'Favorite';
  addedAt: string;
  game: Reference;
}

interface FavoritesAccess {
  gameIdOf: (entry: FavoriteEntry) => unknown;
  /** The game as a cached GameSummary, written into the cache. */
  summaryOf: (game: StarredGame) => Reference | undefined;
}

/**
 * Changes the signed-in visitor's cached favorites (the account's `favorites` query) field by
 * field, so that the public game page does not carry the account's query documents. Nothing
 * happens while the favorites are not cached.
 */
function changeFavorites(
  cache: ApolloCache,
  change: (entries: readonly FavoriteEntry[], access: FavoritesAccess) => readonly FavoriteEntry[],
): void {
  cache.modify<{ favorites: readonly FavoriteEntry[] }>({
    id: 'ROOT_QUERY',
    fields: {
      favorites: (entries, { readField, toReference }) =>
        change(entries as readonly FavoriteEntry[], {
          gameIdOf: (entry) => readField('id', entry.game),
          summaryOf: (game) => toReference({ __typename: 'GameSummary', ...game }, true),
        }),
    },
  });
}

/** Whether the cache knows the game as starred: the page's viewer state, else the favorites list. */
function cachedStarred(cache: ApolloCache, gameId: string): boolean | undefined {
  const viewer = cache.readQuery({ query: GameViewerQuery, variables: { gameId } });
  if (viewer) return viewer.gameViewer.starred;
  let found: boolean | undefined;
  changeFavorites(cache, (entries, { gameIdOf }) => {
    found = entries.some((entry) => gameIdOf(entry) === gameId);
    return entries;
  });
  return found;
}

/**
 * The caller starred or unstarred the game: the page's Star, the card hearts (the cached favorites,
 * newest first) and the shown star count all change at once. Star and favorite are one action.
 */
export function writeStarred(
  cache: ApolloCache,
  game: StarredGame,
  { starred, counted }: { starred: boolean; counted: boolean },
): void {
  // Whether the count moved: what the cache knew before, else the server's word.
  const before = cachedStarred(cache, game.id);
  const moved = before === undefined ? counted : before !== starred;
  if (moved) bumpGameCount(cache, game.id, 'stars', starred ? 1 : -1);
  cache.updateQuery({ query: GameViewerQuery, variables: { gameId: game.id } }, (current) =>
    current ? { gameViewer: { ...current.gameViewer, starred } } : undefined,
  );
  changeFavorites(cache, (entries, { gameIdOf, summaryOf }) => {
    const others = entries.filter((entry) => gameIdOf(entry) !== game.id);
    const { id, slug, title, imageUrl } = game;
    const added = starred ? summaryOf({ id, slug, title, imageUrl }) : undefined;
    if (!starred || !added) return others;
    return [{ __typename: 'Favorite', addedAt: new Date().toISOString(), game: added }, ...others];
  });
}
