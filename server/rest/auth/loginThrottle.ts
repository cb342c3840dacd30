import { ipKeyGenerator } from 'express-rate-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Limits } from '../../config.ts';
import { tooManyRequests } from '../http/HttpError.ts';

/**
 * Counts failed logins per account and address (a short lock that cannot shut others out) and
 * per account from any address (a ceiling for distributed guessing). Each attempt takes its point
 * before the password is checked, so concurrent guesses cannot slip past the count; a successful
 * login gives it back. A locked pair is refused even with the right password until its window ends.
 */
export function loginThrottle(limits: Limits) {
  const perAccountAndIp = new RateLimiterMemory({
    points: limits.loginFailuresPerAccountAndIp,
    duration: limits.loginFailureWindowSeconds,
  });
  const perAccount = new RateLimiterMemory({ points: limits.loginFailuresPerAccountPerHour, duration: 3600 });
  // IPv6 visitors are counted per /56 prefix, as express-rate-limit does, so rotating addresses gains nothing.
  const pairKey = (email: string, ip: string) => `${email}|${ipKeyGenerator(ip)}`;

  return {
    /** Takes an attempt's point, or answers 429 when the pair or the account is locked. */
    async reserve(email: string, ip: string): Promise<void> {
      try {
        await Promise.all([perAccountAndIp.consume(pairKey(email, ip)), perAccount.consume(email)]);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
        throw rejection;
      }
    },
    async recordSuccess(email: string, ip: string): Promise<void> {
      await Promise.all([perAccountAndIp.delete(pairKey(email, ip)), perAccount.reward(email, 1)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
