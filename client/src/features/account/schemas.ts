import { boolean, object, string } from 'yup';

import { messages } from '../../../../shared/validation/messages.ts';
import {
  displayNameMaxLength,
  meetsPasswordComposition,
  passwordMaxLength,
  passwordMinLength,
} from '../../../../shared/validation/rules.ts';
import { requiredEmail } from '../../components/forms/emailField.ts';

const email = requiredEmail;

/**
 * A new password as the REST service checks it at registration (SPEC 5): at least 6 characters,
 * upper and lower case and a digit, within the length cap. Only the common-password check, which
 * needs the server's word list, is left to the server (its message comes back under the field).
 */
export const newPassword = () =>
  string()
    .required(messages.passwordRequired)
    .min(passwordMinLength, messages.passwordMin)
    .max(passwordMaxLength, messages.passwordTooLong)
    .test(
      'composition',
      messages.passwordComposition,
      (value) => value === undefined || meetsPasswordComposition(value),
    );

/** The repeated password equals the new one; reported on the confirmation field (SPEC 5). */
const confirmation = () =>
  string().test(
    'same-password',
    messages.passwordsDontMatch,
    (value, context) => value === (context.parent as { password?: string }).password,
  );

/** Login (SPEC 5), the public page's and the console's: a valid email, 6+ characters, Remember me. */
export const loginSchema = object({
  email: email(),
  password: string().required(messages.passwordRequired).min(passwordMinLength, messages.passwordMin),
  rememberMe: boolean(),
});

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export const emptyLogin: LoginValues = { email: '', password: '', rememberMe: false };

export const registerSchema = object({
  email: email(),
  password: newPassword(),
  confirmPassword: confirmation(),
});

export interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegistration: RegisterValues = { email: '', password: '', confirmPassword: '' };

export const forgotPasswordSchema = object({ email: email() });

export interface ForgotPasswordValues {
  email: string;
}

export const emptyForgotPassword: ForgotPasswordValues = { email: '' };

/** A new password set with an emailed link: the registration rules. */
export const resetPasswordSchema = object({
  password: newPassword(),
  confirmPassword: confirmation(),
});

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export const emptyResetPassword: ResetPasswordValues = { password: '', confirmPassword: '' };

/** The profile's inline email edit (SPEC 2.16): a valid email, confirmed with the current password. */
export const profileEmailSchema = object({
  email: email(),
  currentPassword: string().required(messages.currentPasswordRequired),
});

export interface ProfileEmailValues {
  email: string;
  currentPassword: string;
}

/**
 * The profile's password change (SPEC 2.16, 5): the current password, a new one under the
 * registration rules, and the same again ('Passwords do not match' on the confirmation).
 */
export const passwordChangeSchema = object({
  currentPassword: string().required(messages.currentPasswordRequired),
  newPassword: newPassword(),
  confirmPassword: string().test(
    'same-password',
    messages.passwordsDoNotMatch,
    (value, context) => value === (context.parent as { newPassword?: string }).newPassword,
  ),
});

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswordChange: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Deleting the account is confirmed with its password. */
export const deleteAccountSchema = object({ password: string().required(messages.passwordRequired) });

export interface DeleteAccountValues {
  password: string;
}

export const emptyDeleteAccount: DeleteAccountValues = { password: '' };

const displayNameLabel = 'Display name';
// Tab, line break, delete and the rest: the name is one line of text (the server's rule).
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** The name on the visitor's comments, as the REST service checks it: trimmed, 1 to 40 characters, one line. */
export const displayNameSchema = object({
  displayName: string()
    .trim()
    .required(messages.displayName.required)
    .max(displayNameMaxLength, messages.tooLong(displayNameLabel, displayNameMaxLength))
    .test(
      'one-line',
      messages.controlCharacters(displayNameLabel),
      (value) => value === undefined || !controlCharacter.test(value),
    ),
});

export interface DisplayNameValues {
  displayName: string;
}
