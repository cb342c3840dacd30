import type { RateLimiterAbstract } from 'rate-limiter-flexible';

import type { RateLimiterStore } from '../../../cluster/rateLimiterStore.ts';
import type { Limits } from '../../../config.ts';
import { tooManyRequests } from '../../express/HttpError.ts';
import { takePoint } from '../../express/rateLimits.ts';
import { challengeSeconds } from './challenge.ts';

/** A code let through to its check. */
export interface CodeAttempt {
  /** The code was right: it counts against nothing, and the sign-in challenge is spent. */
  succeeded(): Promise<void>;
}

async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const current = await limiter.get(key);
  if (current && current.consumedPoints > 0) await limiter.reward(key, 1);
}

/**
 * Counts wrong second-factor codes as the login throttle counts wrong passwords: each code takes
 * its points before it is checked (concurrent guesses cannot slip past), a right one gives them
 * back. Two budgets: per sign-in challenge (a few tries, then sign in again: the password is
 * checked, and counted, again) and per account over a window, whichever action the code is for
 * (sign-in, turning off, new recovery codes). Six digits with three steps accepted make a guess
 * right about once in 333,000: ten wrong codes per quarter hour keep that far out of reach.
 */
export function codeAttempts(limits: Limits, store: RateLimiterStore) {
  const perChallenge = store.limiter('twoFactor.challenge', {
    points: limits.twoFactorCodesPerChallenge,
    durationSeconds: challengeSeconds,
  });
  const perAccount = store.limiter('twoFactor.account', {
    points: limits.twoFactorFailuresPerAccount,
    durationSeconds: limits.twoFactorFailureWindowSeconds,
  });

  return {
    /** Lets one code check through for the account (and sign-in challenge), or answers 429. */
    async reserve(userId: number, challengeId?: string): Promise<CodeAttempt> {
      const account = String(userId);
      if (challengeId !== undefined) {
        const taken = await takePoint(perChallenge, challengeId);
        if (!taken.ok) throw tooManyRequests(taken.msBeforeNext / 1000);
      }
      const taken = await takePoint(perAccount, account);
      if (!taken.ok) {
        if (challengeId !== undefined) await giveBack(perChallenge, challengeId);
        throw tooManyRequests(taken.msBeforeNext / 1000);
      }
      return {
        async succeeded() {
          await giveBack(perAccount, account);
          // A challenge opens one session: what remains of its budget goes.
          if (challengeId !== undefined) {
            await perChallenge.penalty(challengeId, limits.twoFactorCodesPerChallenge);
          }
        },
      };
    },
  };
}
