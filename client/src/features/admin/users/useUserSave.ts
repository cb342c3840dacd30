import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';

import { messages } from '../../../../../shared/validation/messages.ts';
import { fieldErrorsFrom } from '../../../apollo/fieldErrors.ts';
import { serverErrorText } from '../../../apollo/serverErrorText.ts';
import { toast } from '../../../components/toasts/toast.ts';
import type { UserTable_User } from '../../../graphql/__generated__/operations.ts';
import { useSubmissionKey } from '../../../lib/useSubmissionKey.ts';
import { AdminCreateUserMutation, AdminUpdateUserMutation } from './mutations.ts';
import type { UserFormValues } from './schemas.ts';
import { userFormValues } from './schemas.ts';
import { hasChanges, userChanges } from './userChanges.ts';

export type UserDialogTarget = { mode: 'create' } | { mode: 'edit'; user: UserTable_User };

const formFields = ['email', 'password', 'role', 'currentPassword'] as const;

/** The admin's own password, sent only once typed (the server asks for it when the session needs it). */
const ownPassword = (values: UserFormValues) =>
  values.currentPassword === '' ? {} : { currentPassword: values.currentPassword };

/**
 * Saves the user dialog (SPEC 2.21, 5, 8): creates the account, or sends only what an edit changed
 * ('No changes to update' when nothing did). When the server answers that the admin's session needs
 * its password again, `ownPasswordAsked` turns on and the dialog asks for it. Toasts the outcome, puts the server's field messages
 * under their fields and has the list fetched again. Resolves to whether the dialog may close.
 */
export function useUserSave(refetch: () => Promise<unknown>) {
  const [create, { loading: creating }] = useMutation(AdminCreateUserMutation);
  const [update, { loading: updating }] = useMutation(AdminUpdateUserMutation);
  const [failure, setFailure] = useState<string>();
  const [ownPasswordAsked, setOwnPasswordAsked] = useState(false);
  const submission = useSubmissionKey();

  const send = async (target: UserDialogTarget, values: UserFormValues): Promise<string | undefined> => {
    if (target.mode === 'create') {
      const input = { email: values.email.trim(), password: values.password, role: values.role };
      await create({
        variables: { input, ...ownPassword(values), idempotencyKey: submission.keyFor(input) },
      });
      submission.sent();
      return 'User created successfully';
    }
    const changes = userChanges(userFormValues(target.user), values);
    if (!hasChanges(changes)) return undefined;
    await update({ variables: { id: target.user.id, input: changes, ...ownPassword(values) } });
    return 'User updated successfully';
  };

  const save = async (
    target: UserDialogTarget,
    values: UserFormValues,
    form: FormikHelpers<UserFormValues>,
  ): Promise<boolean> => {
    setFailure(undefined);
    try {
      const done = await send(target, values);
      if (!done) {
        toast.error(messages.user.noChanges, { toastId: messages.user.noChanges });
        setFailure(messages.user.noChanges);
        return false;
      }
      toast.success(done);
      // The dialog closes at once; an edit's answer already updated its row, the list follows.
      void refetch().catch(() => undefined);
      return true;
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error, formFields);
      if (fieldErrors.currentPassword) setOwnPasswordAsked(true);
      form.setErrors(fieldErrors);
      const fallback = target.mode === 'create' ? 'Failed to create user' : 'Failed to update user';
      const text = serverErrorText(error, fallback);
      toast.error(text, { toastId: text });
      setFailure(text);
      return false;
    }
  };

  /** A new dialog starts afresh: the server asks again if the session still needs it. */
  const reset = () => {
    setFailure(undefined);
    setOwnPasswordAsked(false);
  };

  return { save, busy: creating || updating, failure, ownPasswordAsked, reset };
}
