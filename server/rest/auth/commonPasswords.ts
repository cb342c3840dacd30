import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** True for passwords on a public list of the most used (and so first guessed) passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
