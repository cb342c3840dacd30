import { createHash, randomInt } from 'node:crypto';

export const recoveryCodeCount = 10;

/** Letters and digits that are not mistaken for each other when copied by hand (no 0/O, 1/I/L). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten codes of 10 characters from 31 (about 49 bits each), shown as `xxxxx-xxxxx`. That is far
 * beyond guessing within the attempt limits, so a fast hash (SHA-256) keeps them safe at rest
 * where a password would need argon2.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** The form a code is compared in: case, spaces and dashes as the visitor typed them do not matter. */
export const normalRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(normalRecoveryCode(code)).digest('hex');

/** Whether the input is shaped like a recovery code (else it is read as an authenticator code). */
export const looksLikeRecoveryCode = (code: string): boolean =>
  /^[a-z0-9]{10}$/.test(normalRecoveryCode(code)) && !/^\d+$/.test(normalRecoveryCode(code));
