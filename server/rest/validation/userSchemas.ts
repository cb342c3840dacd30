import { object } from 'yup';

import { messages } from '../../../shared/validation/messages.ts';
import { choice, email, id, newPassword, optionalGivenPassword } from './rules.ts';

const roles = ['user', 'moderator', 'admin'] as const;
const role = () => choice(roles, messages.user.roleChoice);

/** The admin's own password, which a session that has not entered it lately must send with a sensitive write. */
const currentPassword = () =>
  optionalGivenPassword(messages.currentPasswordRequired, messages.currentPasswordIncorrect);

export const createUserSchema = object({
  email: email(),
  password: newPassword(),
  role: role().default('user'),
  currentPassword: currentPassword(),
});

/** On update every field is optional and only the fields sent are changed. */
export const updateUserSchema = object({
  email: email().optional().default(undefined),
  password: newPassword().optional().default(undefined),
  role: role().optional().default(undefined),
  currentPassword: currentPassword(),
});

export const deleteUserSchema = object({ id: id('id') });
