import { object, string } from 'yup';

import type { Role } from '../../../../../shared/access/roles.ts';
import { roles } from '../../../../../shared/access/roles.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import {
  meetsPasswordComposition,
  passwordMaxLength,
  passwordMinLength,
} from '../../../../../shared/validation/rules.ts';
import { requiredEmail } from '../../../components/forms/emailField.ts';

export interface UserFormValues {
  email: string;
  /** Empty on edit keeps the current password. */
  password: string;
  role: Role;
  /** The signed-in admin's own password, asked for only when the server says the session needs it. */
  currentPassword: string;
}

export const emptyUser: UserFormValues = { email: '', password: '', role: 'user', currentPassword: '' };

/** The server's rules for a new password, checked only once something was typed. */
const password = string()
  .test('min', messages.passwordMin, (value) => !value || value.length >= passwordMinLength)
  .test('max', messages.passwordTooLong, (value) => !value || value.length <= passwordMaxLength)
  .test('composition', messages.passwordComposition, (value) => !value || meetsPasswordComposition(value));

/**
 * The admin user form (SPEC 5): an email-shaped email; a password required only when creating;
 * a role among user, moderator and admin; the admin's own password once the server asked for it.
 */
export const userFormSchema = (mode: 'create' | 'edit', ownPasswordAsked = false) =>
  object({
    email: requiredEmail(),
    password: mode === 'create' ? password.required(messages.passwordRequired) : password,
    role: string().required(messages.user.roleChoice).oneOf(roles, messages.user.roleChoice),
    currentPassword: ownPasswordAsked ? string().required(messages.currentPasswordNeeded) : string(),
  });

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/** An account as the edit form starts: its email and role, no password. */
export const userFormValues = (user: { email: string; role: string }): UserFormValues => ({
  email: user.email,
  password: '',
  role: isRole(user.role) ? user.role : 'user',
  currentPassword: '',
});
