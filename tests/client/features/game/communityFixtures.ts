import type { DocumentNode } from 'graphql';

import { AccountRecordDownloadMutation } from '../../../../client/src/features/account/mutations.ts';
import {
  RateGameMutation,
  ShareGameMutation,
  StarGameMutation,
  SubmitGameReportMutation,
  UnstarGameMutation,
} from '../../../../client/src/features/game/mutations.ts';

/** An answer that records the variables of every call reaching it. */
function recorded(query: DocumentNode, result: (variables: Record<string, unknown>) => object) {
  const sent: Record<string, unknown>[] = [];
  const mock = {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return result(variables);
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { sent, mock };
}

/** `starGame` or `unstarGame`, answering the given state. */
export function starAnswer(operation: 'StarGame' | 'UnstarGame', starred: boolean) {
  const field = operation === 'StarGame' ? 'starGame' : 'unstarGame';
  const query = operation === 'StarGame' ? StarGameMutation : UnstarGameMutation;
  return recorded(query, () => ({ data: { [field]: { __typename: 'StarResult', starred, counted: true } } }));
}

/** `shareGame` or `recordDownload`. */
export function countAnswer(operation: 'ShareGame' | 'AccountRecordDownload', counted: boolean) {
  if (operation === 'ShareGame') {
    return recorded(ShareGameMutation, () => ({
      data: { shareGame: { __typename: 'CountResult', counted } },
    }));
  }
  return recorded(AccountRecordDownloadMutation, () => ({
    data: { recordDownload: { __typename: 'DownloadResult', message: 'Download recorded', counted } },
  }));
}

/** `rateGame`: the rating sent back, or the given failure. */
export const rateAnswer = (failure?: object) =>
  recorded(
    RateGameMutation,
    (variables) =>
      failure ?? { data: { rateGame: { __typename: 'RatingResult', rating: variables.rating } } },
  );

/** `submitGameReport`: the server's message, or the given failure. */
export const reportAnswer = (failure?: object) =>
  recorded(
    SubmitGameReportMutation,
    () =>
      failure ?? {
        data: {
          submitGameReport: { __typename: 'MessageResult', message: 'Report submitted successfully!' },
        },
      },
  );

/** A GraphQL error answer with a code and optional `extensions` of its own. */
export const graphqlFailure = (message: string, extensions: Record<string, unknown>) => ({
  errors: [{ message, extensions }],
});
