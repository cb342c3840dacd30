import { object } from 'yup';

import { messages } from '../../../shared/validation/messages.ts';
import {
  email,
  flag,
  gameIdField,
  givenPassword,
  group,
  newPassword,
  optionalGivenPassword,
  requiredFlag,
  requiredText,
} from './rules.ts';

/** Login checks only the shape: the password rules are never revealed to a guesser. */
export const loginSchema = object({
  email: email(),
  password: givenPassword(),
  isAdminLogin: flag('isAdminLogin').default(false),
  rememberMe: flag('rememberMe').default(false),
});

export const registerSchema = object({
  email: email(),
  password: newPassword(),
});

export const forgotPasswordSchema = object({ email: email() });

/** The token's shape is checked by the action: any text that is not a live link gets one answer. */
export const resetPasswordSchema = object({
  token: requiredText('Reset token', 200, messages.passwordReset.tokenRequired),
  password: newPassword(),
});

/** As with a reset link, the action checks the token's shape: anything else is an unknown link. */
export const emailChangeUndoSchema = object({
  token: requiredText('Undo token', 200, messages.emailChangeUndo.tokenRequired),
});

export const verifyEmailSchema = object({
  token: requiredText('Verification token', 200, messages.emailVerification.tokenRequired),
});

export const updatePasswordSchema = object({
  currentPassword: givenPassword(messages.currentPasswordIncorrect),
  newPassword: newPassword(),
});

/** SPEC 7 sends `{email}` alone; a client that sends the current password has it checked. */
export const updateProfileSchema = object({
  email: email(),
  currentPassword: optionalGivenPassword(messages.currentPasswordRequired, messages.currentPasswordIncorrect),
});

export const deleteAccountSchema = object({ password: givenPassword() });

export const updateSettingsSchema = object({
  settings: group('settings', {
    email_notifications: requiredFlag('email_notifications'),
    download_notifications: requiredFlag('download_notifications'),
  })
    .default(undefined)
    .required('settings is required'),
});

export const gameIdSchema = object({
  gameId: gameIdField(),
});
