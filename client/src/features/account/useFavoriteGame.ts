import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef } from 'react';

import { toast } from '../../components/toasts/toast.ts';
import { AccountToggleFavoriteMutation } from './mutations.ts';
import { AccountFavoritesQuery } from './queries.ts';
import { toastFailure } from './toastFailure.ts';

/** What a favorite entry shows of its game (the profile's list). */
export interface FavoriteGame {
  id: string;
  slug: string;
  title: string;
  imageUrl: string;
}

/** Puts the game into the cached favorites (newest first) or takes it out. */
function writeFavorite(cache: ApolloCache, game: FavoriteGame, favorited: boolean) {
  cache.updateQuery({ query: AccountFavoritesQuery }, (current) => {
    if (!current) return undefined;
    const others = current.favorites.filter((favorite) => favorite.game.id !== game.id);
    if (!favorited) return { favorites: others };
    const { id, slug, title, imageUrl } = game;
    const added = {
      __typename: 'Favorite' as const,
      addedAt: new Date().toISOString(),
      game: { __typename: 'GameSummary' as const, id, slug, title, imageUrl },
    };
    return { favorites: [added, ...others] };
  });
}

/**
 * A game's place among the signed-in visitor's favorites, and the toggle (SPEC 7 toggle-favorite):
 * the new state shows at once, the server's message follows as a toast. Every toggle reads the same
 * cached favorites query, so a change shows on every card and page at once.
 */
export function useFavoriteGame(game: FavoriteGame) {
  const { data } = useQuery(AccountFavoritesQuery);
  const [toggleFavorite] = useMutation(AccountToggleFavoriteMutation);
  const pending = useRef(false);
  const favorited = data?.favorites.some((favorite) => favorite.game.id === game.id) ?? false;

  const toggle = async () => {
    // One change at a time: a second click before the answer would race the first.
    if (pending.current) return;
    pending.current = true;
    try {
      const { data: answer } = await toggleFavorite({
        variables: { gameId: game.id },
        optimisticResponse: {
          toggleFavorite: { __typename: 'FavoriteResult', message: '', favorited: !favorited },
        },
        update: (cache, { data: result }) => {
          if (result) writeFavorite(cache, game, result.toggleFavorite.favorited);
        },
      });
      if (answer) toast.success(answer.toggleFavorite.message);
    } catch (error) {
      toastFailure(error, 'Failed to update favorite');
    } finally {
      pending.current = false;
    }
  };

  return { known: data !== undefined, favorited, toggle };
}
