import type { RateLimiterStore } from '../../server/cluster/rateLimiterStore.ts';
import { rateLimiterStore } from '../../server/cluster/rateLimiterStore.ts';

const keyedMethods = new Set(['consume', 'penalty', 'reward', 'get', 'set', 'block', 'delete']);

/** A memory store of rate limiters that records every key its limiters are given. */
export function recordingLimiters(): { store: RateLimiterStore; keys: string[] } {
  const keys: string[] = [];
  const real = rateLimiterStore();
  const store: RateLimiterStore = {
    limiter(name, budget) {
      const limiter = real.limiter(name, budget);
      return new Proxy(limiter, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function' || !keyedMethods.has(String(property))) return value;
          return (key: string, ...rest: unknown[]) => {
            keys.push(`${name}:${key}`);
            return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
          };
        },
      });
    },
  };
  return { store, keys };
}
