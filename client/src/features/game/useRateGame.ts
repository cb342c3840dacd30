import { useMutation } from '@apollo/client/react';

import { RateGameMutation } from './mutations.ts';
import { GameViewerQuery } from './queries.ts';

/** Rates the game for the signed-in caller; the page's own rating shows the new value at once. */
export function useRateGame(gameId: string) {
  const [rateGame, { loading }] = useMutation(RateGameMutation);
  const rate = async (rating: number) => {
    await rateGame({
      variables: { gameId, rating },
      update: (cache, { data }) => {
        if (!data) return;
        cache.updateQuery({ query: GameViewerQuery, variables: { gameId } }, (current) =>
          current ? { gameViewer: { ...current.gameViewer, myRating: data.rateGame.rating } } : undefined,
        );
      },
    });
  };
  return { rate, saving: loading };
}
