import { object, string } from 'yup';

import { messages } from '../../../../../shared/validation/messages.ts';

/** A code from the app or, where it may stand in, a recovery code: the server checks which. */
export const codeSchema = object({
  code: string().trim().required(messages.twoFactor.codeRequired).max(32, messages.twoFactor.codeShape),
});

/** Confirming a new authenticator: only six digits from the app will do. */
export const setupCodeSchema = object({
  code: string()
    .trim()
    .required(messages.twoFactor.codeRequired)
    .matches(/^\d{6}$/, messages.twoFactor.setupCodeShape),
});

export const disableSchema = object({
  password: string().required(messages.passwordRequired),
  code: codeSchema.fields.code,
});

export interface CodeValues {
  code: string;
}

export interface DisableValues {
  password: string;
  code: string;
}

export const emptyCode: CodeValues = { code: '' };
export const emptyDisable: DisableValues = { password: '', code: '' };
