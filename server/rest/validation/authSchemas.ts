import { boolean, object, string } from 'yup';
import { messages } from './messages.ts';
import { email, maxPasswordLength, newPassword } from './rules.ts';

/** Login checks only the shape: the password rules are never revealed to a guesser. */
export const loginSchema = object({
  email: email(),
  password: string().required(messages.passwordRequired).max(maxPasswordLength, messages.passwordTooLong),
  isAdminLogin: boolean().default(false),
  rememberMe: boolean().default(false),
});

export const registerSchema = object({
  email: email(),
  password: newPassword(),
});

export const updatePasswordSchema = object({
  currentPassword: string()
    .required(messages.currentPasswordIncorrect)
    .max(maxPasswordLength, messages.currentPasswordIncorrect),
  newPassword: newPassword(),
});

export const updateProfileSchema = object({ email: email() });

const strictBoolean = (name: string) =>
  boolean().strict().typeError(`${name} must be true or false`).required(`${name} must be true or false`);

export const updateSettingsSchema = object({
  settings: object({
    email_notifications: strictBoolean('email_notifications'),
    download_notifications: strictBoolean('download_notifications'),
  })
    .default(undefined)
    .required('settings is required'),
});

export const gameIdSchema = object({
  gameId: string()
    .required('gameId is required')
    .matches(/^\d{1,10}$/, 'gameId must be a game id'),
});
