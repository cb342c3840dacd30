import type { ApolloCache } from '@apollo/client';

import { AccountFavoritesQuery } from '../account/queries.ts';
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
  field: 'stars' | 'shares' | 'downloads',
  delta: number,
): void {
  const id = cache.identify({ __typename: 'Game', id: gameId });
  if (!id) return;
  cache.modify<{ stars: number; shares: number; downloads: number }>({
    id,
    fields: { [field]: (count: number) => Math.max(0, count + delta) },
  });
}

/** Whether the cache knows the game as starred: the page's viewer state, else the favorites list. */
function cachedStarred(cache: ApolloCache, gameId: string): boolean | undefined {
  const viewer = cache.readQuery({ query: GameViewerQuery, variables: { gameId } });
  if (viewer) return viewer.gameViewer.starred;
  const favorites = cache.readQuery({ query: AccountFavoritesQuery });
  return favorites?.favorites.some((favorite) => favorite.game.id === gameId);
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
  cache.updateQuery({ query: AccountFavoritesQuery }, (current) => {
    if (!current) return undefined;
    const others = current.favorites.filter((favorite) => favorite.game.id !== game.id);
    if (!starred) return { favorites: others };
    const { id, slug, title, imageUrl } = game;
    const added = {
      __typename: 'Favorite' as const,
      addedAt: new Date().toISOString(),
      game: { __typename: 'GameSummary' as const, id, slug, title, imageUrl },
    };
    return { favorites: [added, ...others] };
  });
}
