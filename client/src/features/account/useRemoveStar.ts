import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { toast } from '../../components/toasts/toast.ts';
import { AccountUnstarGameMutation } from './mutations.ts';
import { AccountFavoritesQuery } from './queries.ts';
import { toastFailure } from './toastFailure.ts';

export const starRemovedMessage = 'Star removed';

/**
 * Withdraws the signed-in visitor's star of `gameId`, which takes the game out of their favorites
 * too (one action, docs/decisions.md "Community"). Once the server has answered, the game leaves the
 * cached favorites (the profile's list and every heart read them) and the cached viewer state of the
 * game is dropped, so its page asks again.
 */
export function useRemoveStar(gameId: string) {
  const [unstarGame] = useMutation(AccountUnstarGameMutation);
  const [removing, setRemoving] = useState(false);

  /** Resolves to whether the star was withdrawn. */
  const remove = async (): Promise<boolean> => {
    if (removing) return false;
    setRemoving(true);
    try {
      await unstarGame({
        variables: { gameId },
        update: (cache) => {
          cache.updateQuery({ query: AccountFavoritesQuery }, (current) =>
            current
              ? { favorites: current.favorites.filter((favorite) => favorite.game.id !== gameId) }
              : undefined,
          );
          cache.evict({ fieldName: 'gameViewer', args: { gameId } });
          cache.gc();
        },
      });
      toast.success(starRemovedMessage);
      return true;
    } catch (error) {
      toastFailure(error, 'Failed to remove star');
      setRemoving(false);
      return false;
    }
  };

  return { removing, remove };
}
