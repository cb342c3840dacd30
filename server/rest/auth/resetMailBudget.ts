import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';

import type { RateLimiterStore } from '../../cluster/rateLimiterStore.ts';
import type { EmailKey } from '../../privacy/emailKey.ts';

/** Takes a point and answers how many the key has taken this window, or undefined when none was left. */
async function taken(limiter: RateLimiterAbstract, key: string): Promise<number | undefined> {
  try {
    return (await limiter.consume(key)).consumedPoints;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    // A refused request counts for nothing, so that the window ends as planned.
    await limiter.reward(key, 1);
    return undefined;
  }
}

/**
 * Decides whether a password reset request sends its mail, without ever refusing the request (the
 * answer is the same either way, and the same for every email):
 *
 * - per email and address: `perEmailPerHour` mails an hour, so that one sender cannot flood a
 *   mailbox, whatever the other senders do;
 * - per email, from any address: the same budget, shared. Once strangers have spent it, the owner
 *   is not blocked: each address's first request for that email in the hour still sends a mail,
 *   so the owner, from an address of their own, gets a link while a sender repeating its request
 *   gets nothing more.
 *
 * The address is given as its key (`ctx.addressKey`), which counts IPv6 visitors per /56 prefix;
 * the email is counted by its key (`emailKey`), so that no limit holds it in the clear.
 */
export function resetMailBudget(store: RateLimiterStore, perEmailPerHour: number, emailKey: EmailKey) {
  const budget = { points: perEmailPerHour, durationSeconds: 3600 };
  const perEmailAndAddress = store.limiter('passwordReset.mails.emailAndAddress', budget);
  const perEmail = store.limiter('passwordReset.mails.email', budget);

  return async function maySend(email: string, addressKey: string): Promise<boolean> {
    const account = emailKey(email);
    const fromThisAddress = await taken(perEmailAndAddress, `${account}|${addressKey}`);
    if (fromThisAddress === undefined) return false;
    if ((await taken(perEmail, account)) !== undefined) return true;
    return fromThisAddress === 1;
  };
}
