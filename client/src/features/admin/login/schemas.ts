import { boolean, object, string } from 'yup';

import { messages } from '../../../../../shared/validation/messages.ts';
import { isEmailShaped, passwordMinLength } from '../../../../../shared/validation/rules.ts';

/** Login (SPEC 5): a valid email, a password of at least 6 characters, Remember me optional. */
export const loginSchema = object({
  email: string()
    .trim()
    .required(messages.emailRequired)
    .test('email-shape', messages.emailInvalid, (value) => value === undefined || isEmailShaped(value)),
  password: string().required(messages.passwordRequired).min(passwordMinLength, messages.passwordMin),
  rememberMe: boolean(),
});

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export const emptyLogin: LoginValues = { email: '', password: '', rememberMe: false };
