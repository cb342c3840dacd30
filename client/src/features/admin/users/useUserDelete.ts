import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { toast } from '../../../components/toasts/toast.ts';
import { AdminDeleteUserMutation } from './mutations.ts';

/**
 * Deletes an account once confirmed (SPEC 2.21), toasts the outcome with the server's text when it
 * gave one (such as 'You cannot delete your own account') and has the list fetched again.
 * `busyId` is the account being deleted.
 */
export function useUserDelete(refetch: () => Promise<unknown>) {
  const [deleteUser] = useMutation(AdminDeleteUserMutation);
  const [busyId, setBusyId] = useState<string>();
  const remove = async (id: string) => {
    setBusyId(id);
    try {
      await deleteUser({ variables: { id } });
      toast.success('User deleted successfully');
    } catch (error) {
      const text = serverErrorText(error, 'Failed to delete user');
      toast.error(text, { toastId: text });
    } finally {
      await refetch().catch(() => undefined);
      setBusyId(undefined);
    }
  };
  return { remove, busyId };
}
