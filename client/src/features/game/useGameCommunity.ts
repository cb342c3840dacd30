import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';

import { useSession } from '../../lib/session.ts';
import { toastFailure } from '../account/toastFailure.ts';
import type { GameDetails } from './gamePageMeta.ts';
import { ShareGameMutation, StarGameMutation, UnstarGameMutation } from './mutations.ts';
import { GameViewerQuery } from './queries.ts';
import { writeStarred } from './starCache.ts';

export interface GameCommunityState {
  /** False during the server render and hydration, and until the caller's own state is known. */
  ready: boolean;
  starred: boolean;
  /** A signed-in caller may withdraw their star (and favorite); an anonymous star stays. */
  canUnstar: boolean;
  myRating: number | null;
  star: () => void;
  share: () => void;
}

/** Counting never fails the page: a count the server refused is simply not shown. */
const ignore = () => undefined;

/**
 * The caller's part in one game's community figures, on the server: their own star, share and
 * rating are read in the browser only (never during the server render), since they differ per
 * visitor.
 */
export function useGameCommunity(game: GameDetails): GameCommunityState {
  const session = useSession();
  const [mounted, setMounted] = useState(false);
  const { data, error, refetch } = useQuery(GameViewerQuery, {
    variables: { gameId: game.id },
    skip: !mounted,
    // Starred in another tab, or after a sign-in elsewhere: each visit asks again.
    fetchPolicy: 'cache-and-network',
  });
  const [starGame] = useMutation(StarGameMutation);
  const [unstarGame] = useMutation(UnstarGameMutation);
  const [shareGame] = useMutation(ShareGameMutation);
  const pending = useRef(false);

  useEffect(() => setMounted(true), []);

  // A sign-in or sign-out empties the cache (apollo/visitorCache.ts): then ask for the new visitor's
  // state. A refetch sent earlier would be dropped by the emptying.
  const client = useApolloClient();
  useEffect(
    () =>
      client.onClearStore(async () => {
        void refetch().catch(ignore);
      }),
    [client, refetch],
  );

  const viewer = data?.gameViewer;
  const starred = viewer?.starred ?? false;
  // Known, or not to be known (a failed read leaves the star usable).
  const ready = viewer !== undefined || error !== undefined;

  const star = () => {
    if (!ready || pending.current || (starred && !session)) return;
    pending.current = true;
    const next = !starred;
    const result = { __typename: 'StarResult' as const, starred: next, counted: true };
    const sent = next
      ? starGame({
          variables: { gameId: game.id },
          optimisticResponse: { starGame: result },
          update: (cache, { data: answer }) => {
            if (answer) writeStarred(cache, game, answer.starGame);
          },
        })
      : unstarGame({
          variables: { gameId: game.id },
          optimisticResponse: { unstarGame: result },
          update: (cache, { data: answer }) => {
            if (answer) writeStarred(cache, game, answer.unstarGame);
          },
        });
    void sent
      .catch((error: unknown) => toastFailure(error, 'Failed to update the star'))
      .finally(() => {
        pending.current = false;
      });
  };

  // Counted once per visitor: a share after the first changes nothing on the server. The shown
  // count follows with the catalogue (a re-render here would restart the dialog's copy toast).
  const sharedHere = useRef(false);
  const share = () => {
    if (viewer?.shared || sharedHere.current) return;
    sharedHere.current = true;
    void shareGame({ variables: { gameId: game.id } }).catch(ignore);
  };

  return {
    ready,
    starred,
    canUnstar: session !== null,
    myRating: viewer?.myRating ?? null,
    star,
    share,
  };
}
