import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { toast } from '../../../components/toasts/toast.ts';

/**
 * A moderation decision (SPEC 2.22, 2.23): sends it, toasts the outcome with the texts of SPEC 8 and
 * has the list fetched again. `busyId` is the item being decided.
 */
export function useStatusUpdate<Variables extends { id: string | number; status: string }>(
  mutation: TypedDocumentNode<unknown, Variables>,
  refetch: () => Promise<unknown>,
) {
  const [update] = useMutation(mutation);
  const [busyId, setBusyId] = useState<string>();
  /** Resolves with whether the decision was saved. */
  const decide = async (
    id: string,
    status: Variables['status'],
    extra?: Omit<Variables, 'id' | 'status'>,
  ): Promise<boolean> => {
    setBusyId(id);
    try {
      // The mutation's variables are exactly these: the id, the status and the extra ones.
      await update({ variables: { id, status, ...extra } as unknown as Variables });
      toast.success('Status updated successfully');
      return true;
    } catch (error) {
      const text = serverErrorText(error, 'Failed to update status');
      toast.error(text, { toastId: text });
      return false;
    } finally {
      await refetch().catch(() => undefined);
      setBusyId(undefined);
    }
  };
  return { decide, busyId };
}
