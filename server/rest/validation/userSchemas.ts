import { object } from 'yup';

import { messages } from '../../../shared/validation/messages.ts';
import { choice, email, id, newPassword } from './rules.ts';

const roles = ['user', 'moderator', 'admin'] as const;
const role = () => choice(roles, messages.user.roleChoice);

export const createUserSchema = object({
  email: email(),
  password: newPassword(),
  role: role().default('user'),
});

/** On update every field is optional and only the fields sent are changed. */
export const updateUserSchema = object({
  email: email().optional().default(undefined),
  password: newPassword().optional().default(undefined),
  role: role().optional().default(undefined),
});

export const deleteUserSchema = object({ id: id('id') });
