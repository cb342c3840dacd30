import type { ObjectShape } from 'yup';
import { object } from 'yup';

import { messages } from '../../../shared/validation/messages.ts';
import {
  emailMaxLength as maxEmailLength,
  isEmailShaped,
  meetsPasswordComposition,
  passwordMaxLength as maxPasswordLength,
  passwordMinLength,
} from '../../../shared/validation/rules.ts';
import { urlChecks } from '../../../shared/validation/urlRules.ts';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import type { Check } from './fieldRule.ts';
import { field, requiredField } from './fieldRule.ts';
import { digitsToNumber, isIdInRange } from './ids.ts';
import { hasControlCharacters } from './textShapes.ts';

export { maxEmailLength, maxPasswordLength };

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** Trims text that is within `max` characters as sent; longer text is left whole for the length rule to refuse. */
const trimmedWithin = (max: number) => (value: unknown) =>
  typeof value === 'string' && value.length <= max ? value.trim() : value;

const maxLength = (max: number, message: string): Check<string> => ({
  passes: (value) => value.length <= max,
  message,
});

export interface TextOptions {
  /** Descriptions and notes keep their tabs and line breaks; other text has no control characters. */
  multiline?: boolean;
  /** Further rules, run only once the length and characters passed. */
  checks?: ReadonlyArray<Check<string>>;
}

/** Text capped at `max` characters as sent (before any other rule runs), trimmed, free of control characters. */
function textRule(label: string, max: number, options: TextOptions) {
  return {
    is: isString,
    typeMessage: messages.notText(label),
    normalise: trimmedWithin(max),
    checks: [
      maxLength(max, messages.tooLong(label, max)),
      {
        passes: (value: string) => !hasControlCharacters(value, options.multiline),
        message: messages.controlCharacters(label),
      },
      ...(options.checks ?? []),
    ],
  };
}

export const text = (label: string, max: number, options: TextOptions = {}) =>
  field<string>(textRule(label, max, options)).default('');

export const requiredText = (
  label: string,
  max: number,
  requiredMessage: string,
  options: TextOptions = {},
) => requiredField<string>({ ...textRule(label, max, options), requiredMessage });

export const email = () =>
  requiredField<string>({
    is: isString,
    typeMessage: messages.emailInvalid,
    requiredMessage: messages.emailRequired,
    normalise: (value) =>
      typeof value === 'string' && value.length <= maxEmailLength ? value.trim().toLowerCase() : value,
    checks: [
      maxLength(maxEmailLength, messages.emailInvalid),
      { passes: (value) => !hasControlCharacters(value), message: messages.emailInvalid },
      { passes: isEmailShaped, message: messages.emailInvalid },
    ],
  });

/** A password to check at sign-in: only its type and length; the rules are never revealed to a guesser. */
export const givenPassword = (message?: string) =>
  requiredField<string>({
    is: isString,
    typeMessage: message ?? messages.notText('Password'),
    requiredMessage: message ?? messages.passwordRequired,
    checks: [maxLength(maxPasswordLength, message ?? messages.passwordTooLong)],
  });

/**
 * A password the caller may leave out; when sent it is checked as `givenPassword` checks it, and
 * empty text or null is `requiredMessage`.
 */
export const optionalGivenPassword = (requiredMessage: string, wrongMessage: string) =>
  field<string>({
    is: isString,
    typeMessage: wrongMessage,
    requiredMessage,
    checks: [maxLength(maxPasswordLength, wrongMessage)],
  });

/** The registration rule of the specification plus the server's length cap and common-password check. */
export const newPassword = () =>
  requiredField<string>({
    is: isString,
    typeMessage: messages.notText('Password'),
    requiredMessage: messages.passwordRequired,
    checks: [
      maxLength(maxPasswordLength, messages.passwordTooLong),
      { passes: (value) => value.length >= passwordMinLength, message: messages.passwordMin },
      { passes: (value) => !hasControlCharacters(value), message: messages.controlCharacters('Password') },
      { passes: meetsPasswordComposition, message: messages.passwordComposition },
      { passes: (value) => !isCommonPassword(value), message: messages.passwordTooCommon },
    ],
  });

/** A link: an http(s) URL (no javascript:, data: or //host) without a user name or password. */
export const requiredUrl = (label: string, requiredMessage: string) =>
  requiredText(label, 2048, requiredMessage, { checks: urlChecks(label) });

/** A link that may be left empty; when given, `requiredUrl`'s rules. */
export const optionalUrl = (label: string) =>
  text(label, 2048, {
    checks: urlChecks(label).map((check) => ({
      passes: (value: string) => !value || check.passes(value),
      message: check.message,
    })),
  });

/** One of a fixed list of texts; anything else (a list, a number, another text) gets `message`. */
export const choice = <T extends string>(allowed: readonly T[], message: string) =>
  field<T>({
    is: (value): value is T => typeof value === 'string' && (allowed as readonly string[]).includes(value),
    typeMessage: message,
    normalise: trimmedWithin(100),
  });

export const requiredChoice = <T extends string>(allowed: readonly T[], message: string) =>
  choice(allowed, message).required(message);

/** A record id: a JSON integer or a string of digits, within the id columns' 32-bit range. */
export const id = (name: string, message = messages.notWholeNumber(name)) =>
  requiredField<number>({
    is: isNumber,
    typeMessage: message,
    requiredMessage: `${name} is required`,
    normalise: (value) => digitsToNumber(value),
    checks: [{ passes: isIdInRange, message }],
  });

/** The `gameId` of a body: a game's id. */
export const gameIdField = () => id('gameId', 'gameId must be a game id');

/** `id`'s rule for a field that may be left out or sent as null (both read as not given). */
export const optionalId = (name: string) =>
  field<number>({
    is: isNumber,
    typeMessage: messages.notWholeNumber(name),
    normalise: (value) => (value === null ? undefined : digitsToNumber(value)),
    checks: [{ passes: isIdInRange, message: messages.notWholeNumber(name) }],
  });

/** A JSON `true` or `false`; no `"true"`, `1` or `["true"]`. */
export const flag = (name: string) =>
  field<boolean>({ is: isBoolean, typeMessage: messages.notBoolean(name) });

export const requiredFlag = (name: string) =>
  requiredField<boolean>({
    is: isBoolean,
    typeMessage: messages.notBoolean(name),
    requiredMessage: messages.notBoolean(name),
  });

/** A nested object of the body; a list, text or null in its place names it. */
export const group = <S extends ObjectShape>(label: string, shape: S) =>
  object(shape).typeError(messages.notObject(label)).nonNullable(messages.notObject(label));
