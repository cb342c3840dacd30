import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { toast } from '../../components/toasts/toast.ts';
import { UnstarGameMutation } from '../game/mutations.ts';
import type { StarredGame } from '../game/starCache.ts';
import { writeStarred } from '../game/starCache.ts';
import { toastFailure } from './toastFailure.ts';

export const starRemovedMessage = 'Star removed';

/**
 * Withdraws the signed-in visitor's star of `game`, which takes the game out of their favorites
 * too (one action, docs/decisions.md "Community"). Once the server has answered, the game leaves the
 * cached favorites (the profile's list and every heart read them), its page's Star and its count.
 */
export function useRemoveStar(game: StarredGame) {
  const [unstarGame] = useMutation(UnstarGameMutation);
  const [removing, setRemoving] = useState(false);

  /** Resolves to whether the star was withdrawn. */
  const remove = async (): Promise<boolean> => {
    if (removing) return false;
    setRemoving(true);
    try {
      await unstarGame({
        variables: { gameId: game.id },
        update: (cache, { data }) => {
          if (data) writeStarred(cache, game, data.unstarGame);
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
