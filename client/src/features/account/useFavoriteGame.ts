import { useMutation, useQuery } from '@apollo/client/react';
import { useRef } from 'react';

import { StarGameMutation, UnstarGameMutation } from '../game/mutations.ts';
import type { StarredGame } from '../game/starCache.ts';
import { writeStarred } from '../game/starCache.ts';
import { AccountFavoritesQuery } from './queries.ts';
import { toastFailure } from './toastFailure.ts';

export type FavoriteGame = StarredGame;

/**
 * A game's place among the signed-in visitor's favorites, and the toggle. A favorite is the
 * account's star (docs/decisions.md, "Community on the game page"): the heart stars or unstars the
 * game, and every heart and the game page's Star read the same cache, so they show one state.
 */
export function useFavoriteGame(game: FavoriteGame) {
  const { data } = useQuery(AccountFavoritesQuery);
  const [starGame] = useMutation(StarGameMutation);
  const [unstarGame] = useMutation(UnstarGameMutation);
  const pending = useRef(false);
  const favorited = data?.favorites.some((favorite) => favorite.game.id === game.id) ?? false;

  const toggle = async () => {
    // One change at a time: a second click before the answer would race the first.
    if (pending.current) return;
    pending.current = true;
    const starred = !favorited;
    const options = {
      variables: { gameId: game.id },
      optimisticResponse: { __typename: 'StarResult' as const, starred, counted: true },
    };
    try {
      if (starred) {
        await starGame({
          ...options,
          optimisticResponse: { starGame: options.optimisticResponse },
          update: (cache, { data: result }) => {
            if (result) writeStarred(cache, game, result.starGame);
          },
        });
      } else {
        await unstarGame({
          ...options,
          optimisticResponse: { unstarGame: options.optimisticResponse },
          update: (cache, { data: result }) => {
            if (result) writeStarred(cache, game, result.unstarGame);
          },
        });
      }
    } catch (error) {
      toastFailure(error, 'Failed to update favorite');
    } finally {
      pending.current = false;
    }
  };

  return { known: data !== undefined, favorited, toggle };
}
