import { string } from 'yup';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import { messages } from './messages.ts';

/** The product's "simple address pattern" for email addresses. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const passwordComposition = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;
export const maxPasswordLength = 128;

export const email = () =>
  string()
    .trim()
    .lowercase()
    .required(messages.emailRequired)
    .max(254, messages.emailInvalid)
    .matches(emailPattern, messages.emailInvalid);

/** The registration rule of the specification plus the server's length cap and common-password check. */
export const newPassword = () =>
  string()
    .required(messages.passwordRequired)
    .max(maxPasswordLength, messages.passwordTooLong)
    .min(6, messages.passwordMin)
    .matches(passwordComposition, messages.passwordComposition)
    .test('not-common', messages.passwordTooCommon, (value) => !value || !isCommonPassword(value));

export const text = (label: string, max: number) =>
  string().trim().default('').max(max, messages.tooLong(label, max));

export const requiredText = (label: string, max: number, requiredMessage: string) =>
  string().trim().required(requiredMessage).max(max, messages.tooLong(label, max));

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.startsWith(url.protocol);
  } catch {
    return false;
  }
}

/** An optional http(s) URL: anything else (javascript:, data:, //host) is refused. */
export const optionalUrl = (label: string) =>
  text(label, 2048).test('http-url', messages.urlScheme(label), (value) => !value || isHttpUrl(value));
