import type { MockLink } from '@apollo/client/testing';

import { RecordGameViewMutation } from '../../../client/src/features/game/mutations.ts';
import { CommunityFeaturesQuery, GameViewerQuery } from '../../../client/src/features/game/queries.ts';

type Answer = MockLink.MockedResponse;

/** Which community parts the REST service offers; all of them unless told otherwise. */
export const communityFeaturesAnswer = (
  features: Partial<{ counting: boolean; ratings: boolean; reports: boolean }> = {},
): Answer => ({
  request: { query: CommunityFeaturesQuery },
  result: {
    data: {
      communityFeatures: {
        __typename: 'CommunityFeatures',
        counting: true,
        ratings: true,
        reports: true,
        ...features,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The caller's own star, share and rating of a game: nothing done unless told otherwise. */
export const gameViewerAnswer = (
  gameId: string,
  viewer: Partial<{ starred: boolean; shared: boolean; myRating: number | null }> = {},
): Answer => ({
  request: { query: GameViewerQuery, variables: { gameId } },
  result: {
    data: {
      gameViewer: { __typename: 'GameViewerState', starred: false, shared: false, myRating: null, ...viewer },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/**
 * What every game page asks besides its game, answered as a site with every community part: the
 * features, a visitor who has done nothing yet, and a counted view. A test's own answers come first.
 */
export const defaultCommunityAnswers: Answer[] = [
  communityFeaturesAnswer(),
  {
    ...gameViewerAnswer('any'),
    request: { query: GameViewerQuery, variables: () => true },
  },
  {
    request: { query: RecordGameViewMutation, variables: () => true },
    result: { data: { recordGameView: { __typename: 'CountResult', counted: true } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];
