import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { toast } from '../../../components/toasts/toast.ts';

/**
 * A moderation decision (SPEC 2.22, 2.23): sends it, toasts the outcome with the texts of SPEC 8 and
 * has the list fetched again. `busyId` is the item being decided.
 */
export function useStatusUpdate<Status extends string>(
  mutation: TypedDocumentNode<unknown, { id: string; status: Status }>,
  refetch: () => Promise<unknown>,
) {
  const [update] = useMutation(mutation);
  const [busyId, setBusyId] = useState<string>();
  const decide = async (id: string, status: Status) => {
    setBusyId(id);
    try {
      await update({ variables: { id, status } });
      toast.success('Status updated successfully');
    } catch (error) {
      const text = serverErrorText(error, 'Failed to update status');
      toast.error(text, { toastId: text });
    } finally {
      await refetch().catch(() => undefined);
      setBusyId(undefined);
    }
  };
  return { decide, busyId };
}
