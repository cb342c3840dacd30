import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { auditActionLabels } from '../../../../../shared/audit/auditActions.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { useConfirm } from '../../../components/dialogs/useConfirm.tsx';
import { toast } from '../../../components/toasts/toast.ts';
import {
  DeleteReportedCommentMutation,
  HideReportedCommentMutation,
  UnhideReportedCommentMutation,
} from './mutations.ts';

export type CommentAction = 'hide' | 'unhide' | 'delete';

/**
 * Hiding, showing again and deleting a reported comment: deleting asks first; each toasts its
 * outcome and has the list fetched again. `busyId` is the comment being changed.
 */
export function useCommentModeration(refetch: () => Promise<unknown>) {
  const [hide] = useMutation(HideReportedCommentMutation);
  const [unhide] = useMutation(UnhideReportedCommentMutation);
  const [remove] = useMutation(DeleteReportedCommentMutation);
  const { confirm, dialog } = useConfirm();
  const [busyId, setBusyId] = useState<string>();

  const send = async (id: string, action: CommentAction): Promise<string> => {
    if (action === 'hide') {
      await hide({ variables: { id } });
      return auditActionLabels['comment.hide'];
    }
    if (action === 'unhide') {
      await unhide({ variables: { id } });
      return auditActionLabels['comment.unhide'];
    }
    const { data } = await remove({ variables: { id } });
    return data?.deleteComment.message ?? messages.comment.deleted;
  };

  const moderate = async (id: string, action: CommentAction) => {
    if (
      action === 'delete' &&
      !(await confirm({
        title: 'Delete comment?',
        message: 'The comment is removed for everyone. This cannot be undone.',
        confirmLabel: 'Delete',
        danger: true,
      }))
    ) {
      return;
    }
    setBusyId(id);
    try {
      toast.success(await send(id, action));
    } catch (error) {
      const text = serverErrorText(error, 'Failed to update the comment');
      toast.error(text, { toastId: text });
    } finally {
      await refetch().catch(() => undefined);
      setBusyId(undefined);
    }
  };
  return { moderate, busyId, dialog };
}
