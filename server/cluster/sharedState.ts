import type { Logger } from 'pino';

import type { ClusterEvents } from './clusterEvents.ts';
import { redisClusterEvents, singleInstance } from './clusterEvents.ts';
import type { RateLimiterStore } from './rateLimiterStore.ts';
import { rateLimiterStore } from './rateLimiterStore.ts';
import { closeRedis, connectRedis } from './redisConnection.ts';

/** What the instances of one site share beyond the database: Redis when `REDIS_URL` is set. */
export interface SharedState {
  limiters: RateLimiterStore;
  events: ClusterEvents;
  /** Rejects when Redis does not answer (readiness); absent without Redis. */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

export function sharedState(redisUrl: string | undefined, log: Logger): SharedState {
  if (!redisUrl) {
    return { limiters: rateLimiterStore(), events: singleInstance, close: async () => undefined };
  }
  const commands = connectRedis(redisUrl, log, 'commands');
  const subscriber = connectRedis(redisUrl, log, 'subscriber');
  return {
    limiters: rateLimiterStore(commands),
    events: redisClusterEvents(commands, subscriber, log),
    async ping() {
      await commands.ping();
    },
    async close() {
      await Promise.all([closeRedis(commands), closeRedis(subscriber)]);
    },
  };
}
