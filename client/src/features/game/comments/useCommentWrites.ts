import { useApolloClient, useMutation } from '@apollo/client/react';

import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { isSessionEnded } from '../../../apollo/sessionEnded.ts';
import { toast } from '../../../components/toasts/toast.ts';
import {
  DeleteCommentMutation,
  HideCommentMutation,
  LikeCommentMutation,
  UnhideCommentMutation,
} from './mutations.ts';
import { GameCommentsQuery } from './queries.ts';

/** A refusal as a toast, unless the session ended (the error link said so once already). */
function toastRefusal(error: unknown, fallback: string) {
  const text = serverErrorText(error, fallback);
  if (!isSessionEnded(error)) toast.error(text, { toastId: text });
}

/**
 * The one-click writes on a comment: like, delete, hide and unhide. A like and a hide change the
 * comment where it is; a delete reloads the pages shown, which close up behind it.
 */
export function useCommentWrites(id: string) {
  const client = useApolloClient();
  const [likeComment] = useMutation(LikeCommentMutation);
  const [deleteComment] = useMutation(DeleteCommentMutation);
  const [hideComment] = useMutation(HideCommentMutation);
  const [unhideComment] = useMutation(UnhideCommentMutation);

  return {
    async like() {
      try {
        const { data } = await likeComment({ variables: { id } });
        if (!data) return;
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Comment', id }),
          fields: { likes: () => data.likeComment.likes, likedByMe: () => data.likeComment.liked },
        });
      } catch (error) {
        toastRefusal(error, 'The like could not be saved. Please try again.');
      }
    },
    async remove(): Promise<boolean> {
      try {
        const { data } = await deleteComment({
          variables: { id },
          refetchQueries: [GameCommentsQuery],
          awaitRefetchQueries: true,
        });
        if (data) toast.success(data.deleteComment.message);
        return true;
      } catch (error) {
        toastRefusal(error, 'The comment could not be deleted. Please try again.');
        return false;
      }
    },
    async setHidden(hidden: boolean) {
      try {
        await (hidden ? hideComment({ variables: { id } }) : unhideComment({ variables: { id } }));
      } catch (error) {
        toastRefusal(error, 'The comment could not be changed. Please try again.');
      }
    },
  };
}
