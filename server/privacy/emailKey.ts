import { keyedHash } from './keyedHash.ts';

/** What a limit keeps in place of an email address. */
export type EmailKey = (email: string) => string;

/**
 * Keys for email addresses, so that no limit holds one in the clear (in this process's memory, or
 * in Redis where the instances share their limits): hashed with a key drawn from the server's
 * secret, as visitors' addresses are (`addressKey.ts`). An email is keyed as given: callers pass
 * the form their own checks use.
 */
export function emailKeys(serverSecret: string): EmailKey {
  return keyedHash(serverSecret, 'gamevault email keys');
}
