import type { UserUpdateInput } from '../../../graphql/__generated__/operations.ts';
import type { UserFormValues } from './schemas.ts';

/**
 * What an edit changes (SPEC 5): only the fields that differ from the account as it was, and the
 * password only when one was typed. Emails are compared as the server stores them (lowercase).
 */
export function userChanges(initial: UserFormValues, values: UserFormValues): UserUpdateInput {
  const email = values.email.trim();
  return {
    ...(email.toLowerCase() !== initial.email.toLowerCase() && { email }),
    ...(values.password !== '' && { password: values.password }),
    ...(values.role !== initial.role && { role: values.role }),
  };
}

export const hasChanges = (changes: UserUpdateInput) => Object.keys(changes).length > 0;
