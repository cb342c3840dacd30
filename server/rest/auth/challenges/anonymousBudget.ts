import type { RateLimiterStore } from '../../../cluster/rateLimiterStore.ts';
import { takePoint } from '../../express/rateLimits.ts';

/** One key for the whole site: the budget is shared by every address. */
const site = 'site';

/**
 * Registrations and unknown-email sign-in checks per minute across the site. While it lasts no
 * one is asked for anything; once spent, the site is under pressure until the minute is over.
 */
export function anonymousBudget(limiters: RateLimiterStore, perMinute: number) {
  const limiter = limiters.limiter('auth.anonymousHashing', { points: perMinute, durationSeconds: 60 });
  return {
    /** Takes one unit of work from the budget; false when none is left. */
    take: async (): Promise<boolean> => (await takePoint(limiter, site)).ok,
    /** Whether the budget is spent now. */
    spent: async (): Promise<boolean> => ((await limiter.get(site))?.consumedPoints ?? 0) >= perMinute,
  };
}
