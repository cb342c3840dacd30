import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** A change one instance made that other instances' caches must drop. */
export type ClusterEvent =
  | { topic: 'catalog' }
  | { topic: 'settings' }
  /** A user's role, password or existence changed; without `userId`, anyone's may have. */
  | { topic: 'profiles'; userId?: string };

/**
 * Cache invalidations between the instances of one site. `publish` tells the others (never this
 * instance: the writer drops its own caches itself); listeners hear the others' events.
 */
export interface ClusterEvents {
  publish(event: ClusterEvent): void;
  subscribe(listener: (event: ClusterEvent) => void): void;
}

/** One instance: nobody else to tell. */
export const singleInstance: ClusterEvents = { publish: () => undefined, subscribe: () => undefined };

const channel = 'gamevault:invalidate';
const topics = new Set(['catalog', 'settings', 'profiles']);

function parse(message: string): (ClusterEvent & { from: string }) | undefined {
  try {
    const value = JSON.parse(message) as { from?: unknown; topic?: unknown; userId?: unknown };
    if (typeof value.from !== 'string' || typeof value.topic !== 'string' || !topics.has(value.topic)) {
      return undefined;
    }
    return value as ClusterEvent & { from: string };
  } catch {
    return undefined;
  }
}

/**
 * Events over Redis pub/sub. Pub/sub keeps nothing for a subscriber that was away, so after a
 * reconnect every listener hears that anything may have changed (each topic once).
 */
export function redisClusterEvents(publisher: Redis, subscriber: Redis, log: Logger): ClusterEvents {
  const self = randomUUID();
  const listeners: ((event: ClusterEvent) => void)[] = [];
  const tell = (event: ClusterEvent) => {
    for (const listener of listeners) listener(event);
  };
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (connectedBefore) {
      log.info({ event: 'redis.resubscribed' }, 'Dropping caches: invalidations may have been missed');
      tell({ topic: 'catalog' });
      tell({ topic: 'settings' });
      tell({ topic: 'profiles' });
    }
    connectedBefore = true;
  });
  subscriber.subscribe(channel).catch((error: unknown) => {
    log.warn({ event: 'redis.subscribe_failed', err: error }, 'Could not subscribe to invalidations');
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const event = parse(message);
    if (!event || event.from === self) return;
    const { from: _sender, ...rest } = event;
    tell(rest);
  });
  return {
    publish(event) {
      // A lost message costs staleness only until the cache's own expiry; a write never waits for it.
      publisher.publish(channel, JSON.stringify({ ...event, from: self })).catch(() => undefined);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}
