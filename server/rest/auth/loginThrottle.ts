import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import type { RateLimiterStore } from '../../cluster/rateLimiterStore.ts';
import type { Limits } from '../../config.ts';
import type { EmailKey } from '../../privacy/emailKey.ts';
import { tooManyRequests } from '../express/HttpError.ts';
import { takePoint } from '../express/rateLimits.ts';

/** A login attempt that was let through to the password check. */
export interface LoginAttempt {
  /** The password matched: the attempt counts for nothing and this address's failures are forgiven. */
  succeeded(): Promise<void>;
  /** The check did not take place (the server was busy): the attempt counts for nothing. */
  cancel(): Promise<void>;
}

/** Returns a point taken earlier, unless its window has ended meanwhile (that would add a point). */
async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const current = await limiter.get(key);
  if (current && current.consumedPoints > 0) await limiter.reward(key, 1);
}

/**
 * Counts failed logins so that guessing is slow without letting anyone lock an owner out:
 *
 * - per account and address: a short lock after a few failures (it shuts out only that address);
 * - per account, from any address: an hourly budget of real password checks. Attempts that a lock
 *   refuses take nothing from it. Once it is spent, the account is not locked: each address may
 *   still make a few checks for it per hour, so a handful of attacking addresses gain almost
 *   nothing while the owner, from an address not used for guessing, still gets in.
 *
 * Each attempt takes its points before the password is checked, so concurrent guesses cannot
 * slip past the count; a successful login gives them back. An address is given as its key
 * (`ctx.addressKey`), which counts IPv6 visitors per /56 prefix; an email is counted by its key
 * (`emailKey`), so that no limit holds it in the clear.
 */
export function loginThrottle(limits: Limits, store: RateLimiterStore, emailKey: EmailKey) {
  const perAccountAndIp = store.limiter('login.accountAndAddress', {
    points: limits.loginFailuresPerAccountAndIp,
    durationSeconds: limits.loginFailureWindowSeconds,
  });
  const perAccount = store.limiter('login.account', {
    points: limits.loginFailuresPerAccountPerHour,
    durationSeconds: 3600,
  });
  const perAccountAndIpWhenSpent = store.limiter('login.accountAndAddressWhenSpent', {
    points: limits.loginChecksPerAccountAndIpWhenSpent,
    durationSeconds: 3600,
  });
  const pairKey = (account: string, address: string) => `${account}|${address}`;

  function attempt(pair: string, budget: { limiter: RateLimiterAbstract; key: string }): LoginAttempt {
    const cancel = async () => {
      await Promise.all([giveBack(perAccountAndIp, pair), giveBack(budget.limiter, budget.key)]);
    };
    return {
      cancel,
      async succeeded() {
        await cancel();
        await perAccountAndIp.delete(pair);
      },
    };
  }

  return {
    /** Lets one password check through, or answers 429 with Retry-After. */
    async reserve(email: string, address: string): Promise<LoginAttempt> {
      const account = emailKey(email);
      const pair = pairKey(account, address);
      const pairTaken = await takePoint(perAccountAndIp, pair);
      if (!pairTaken.ok) throw tooManyRequests(pairTaken.msBeforeNext / 1000);

      const accountTaken = await takePoint(perAccount, account);
      if (accountTaken.ok) return attempt(pair, { limiter: perAccount, key: account });

      const slowTaken = await takePoint(perAccountAndIpWhenSpent, pair);
      if (slowTaken.ok) return attempt(pair, { limiter: perAccountAndIpWhenSpent, key: pair });

      await giveBack(perAccountAndIp, pair);
      // The address may check again when its slow allowance renews or the account's budget does.
      throw tooManyRequests(Math.min(slowTaken.msBeforeNext, accountTaken.msBeforeNext) / 1000);
    },
    /**
     * The owner proved they hold the account's mailbox and set a new password: the account's
     * budget starts afresh and this address's lock ends (other addresses' locks run out as usual).
     */
    async forgive(email: string, address: string): Promise<void> {
      const account = emailKey(email);
      const pair = pairKey(account, address);
      await Promise.all([
        perAccount.delete(account),
        perAccountAndIp.delete(pair),
        perAccountAndIpWhenSpent.delete(pair),
      ]);
    },
  };
}
