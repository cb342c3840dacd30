import type { DownloadWindow, StatsAnswer, TopDownloadsAnswer } from '../datasources/communityApi.ts';
import { ttlValue } from '../datasources/ttlValue.ts';

/** How long the site's figures and each top downloads window are reused (counts lag at most a minute). */
export const communityReadTtlMs = 30_000;

/**
 * A value per key, each loaded at most once per `ttlMs` for every caller, the last one served while
 * the service is down. `version` moves when any of them loads something new, and refreshes the old
 * ones in the background: it is part of the public data version, so cached answers built on these
 * values are dropped when they change and only then.
 */
export function keyedShared<K, T>(load: (key: K) => Promise<T>, ttlMs: number) {
  const values = new Map<K, ReturnType<typeof ttlValue<T>>>();
  return {
    get(key: K): Promise<T> {
      let value = values.get(key);
      if (!value) {
        value = ttlValue(() => load(key), ttlMs, { serveLastOnFailure: true });
        values.set(key, value);
      }
      return value.get();
    },
    version(): number {
      let sum = 0;
      for (const value of values.values()) sum += value.version();
      return sum;
    },
  };
}

/**
 * The community figures every visitor sees alike, shared by all requests: the home page's stats and
 * the top downloads of each window. Null when the REST service has no `community.php` (a foreign
 * upstream): the catalogue stands in.
 */
export function communityReads(source: {
  stats: () => Promise<StatsAnswer | null>;
  topDownloads: (window: DownloadWindow) => Promise<TopDownloadsAnswer | null>;
}) {
  const stats = keyedShared(() => source.stats(), communityReadTtlMs);
  const top = keyedShared(source.topDownloads, communityReadTtlMs);
  return {
    stats: () => stats.get('stats'),
    topDownloads: (window: DownloadWindow) => top.get(window),
    version: (): string => `${stats.version()}.${top.version()}`,
  };
}

export type CommunityReads = ReturnType<typeof communityReads>;
