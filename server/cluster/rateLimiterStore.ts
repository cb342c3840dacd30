import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

export interface LimiterBudget {
  points: number;
  durationSeconds: number;
}

/**
 * Where rate limits count. Without Redis: in this process's memory. With Redis: in Redis, so that
 * every instance counts together; while Redis is unreachable each limiter counts in memory (its
 * insurance limiter) and goes back to Redis by itself when Redis answers again.
 */
export interface RateLimiterStore {
  /** A limiter of its own: `name` must be unique across the product (it prefixes the keys). */
  limiter(name: string, budget: LimiterBudget): RateLimiterAbstract;
}

export function rateLimiterStore(redis?: Redis): RateLimiterStore {
  const names = new Set<string>();
  return {
    limiter(name, { points, durationSeconds }) {
      if (names.has(name)) throw new Error(`Two rate limiters are named ${name}`);
      names.add(name);
      const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
      if (!redis) return memory;
      return new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `gamevault:limit:${name}`,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    },
  };
}
