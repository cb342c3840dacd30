import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Limits } from '../../config.ts';
import { tooManyRequests } from '../http/HttpError.ts';

/**
 * Counts failed logins per account and address (a short lock that cannot shut others out) and
 * per account from any address (a ceiling for distributed guessing). A locked pair is refused
 * even with the right password until its window ends.
 */
export function loginThrottle(limits: Limits) {
  const perAccountAndIp = new RateLimiterMemory({
    points: limits.loginFailuresPerAccountAndIp,
    duration: limits.loginFailureWindowSeconds,
  });
  const perAccount = new RateLimiterMemory({ points: limits.loginFailuresPerAccountPerHour, duration: 3600 });
  const pairKey = (email: string, ip: string) => `${email}|${ip}`;

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const checks: [RateLimiterMemory, string, number][] = [
        [perAccountAndIp, pairKey(email, ip), limits.loginFailuresPerAccountAndIp],
        [perAccount, email, limits.loginFailuresPerAccountPerHour],
      ];
      for (const [limiter, key, points] of checks) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= points) throw tooManyRequests(state.msBeforeNext / 1000);
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([perAccountAndIp.penalty(pairKey(email, ip)), perAccount.penalty(email)]);
    },
    async recordSuccess(email: string, ip: string): Promise<void> {
      await perAccountAndIp.delete(pairKey(email, ip));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
