import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** What a lost Redis costs, said once each time it goes away. */
const fallbackWarning =
  'Redis is unreachable: rate limits count per instance and other instances’ cache invalidations are missed until it returns';

/**
 * A connection to `REDIS_URL` that never makes a request wait for Redis: commands fail at once
 * while it is down (callers fall back, see `rateLimiterStore`), and it reconnects by itself.
 */
export function connectRedis(url: string, log: Logger, role: 'commands' | 'subscriber'): Redis {
  const redis = new Redis(url, {
    // A subscriber's SUBSCRIBE must wait for the connection; a rate-limit check must not.
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: role === 'subscriber' ? null : 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    if (role === 'commands') log.warn({ event: 'redis.unreachable', err: error }, fallbackWarning);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    if (role === 'commands') log.info({ event: 'redis.recovered' }, 'Redis is back: limits are shared again');
  });
  return redis;
}

/** Closes a connection without waiting for a Redis that may be gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
