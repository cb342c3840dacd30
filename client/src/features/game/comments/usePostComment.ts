import { useMutation } from '@apollo/client/react';

import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import type { FormFailure } from './commentFailure.ts';
import { formFailure } from './commentFailure.ts';
import { PostCommentMutation } from './mutations.ts';
import { CommentViewerQuery, GameCommentsQuery } from './queries.ts';
import type { CommentValues } from './schemas.ts';

export const postFailedText = 'Your comment could not be posted. Please try again.';

/**
 * Posts a comment (or, with `parentId`, a reply) and reloads the pages shown, so it appears in its
 * place at once. The name goes along only while the account has none; a retry of the same text
 * reuses its key, so a post that was saved after all is not saved twice.
 */
export function usePostComment(gameId: string, parentId?: string) {
  const [postComment] = useMutation(PostCommentMutation);
  const submission = useSubmissionKey();
  return async (
    values: CommentValues,
    needsName: boolean,
  ): Promise<FormFailure<CommentValues> | undefined> => {
    const input = {
      gameId,
      content: values.content.trim(),
      ...(parentId !== undefined && { parentId }),
      ...(needsName && { displayName: values.displayName.trim() }),
    };
    try {
      await postComment({
        variables: { input, idempotencyKey: submission.keyFor(input) },
        refetchQueries: needsName ? [GameCommentsQuery, CommentViewerQuery] : [GameCommentsQuery],
        awaitRefetchQueries: true,
      });
    } catch (error) {
      return formFailure<CommentValues>(error, ['content', 'displayName'], postFailedText);
    }
    submission.sent();
    return undefined;
  };
}
