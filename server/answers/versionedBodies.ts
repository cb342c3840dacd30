import { LRUCache } from 'lru-cache';

import type { EncodedBody } from './encodedBody.ts';
import { encodedSize } from './encodedBody.ts';
import { seenBefore } from './seenBefore.ts';

export interface VersionedBodiesOptions {
  maxBytes?: number;
  /** Answers that depend on the clock (time windows, the year) are made again after this long. */
  maxAgeMs?: number;
}

/**
 * Answers kept per key for the data version they were made from: one kept for an older version is
 * never handed out. Least recently used dropped first.
 *
 * A key's answer is kept from its second making on. Most keys of a stream of searches come once;
 * keeping their answers would push out the ones asked for again and again, and turn the cache's
 * memory over as fast as they come.
 */
export function versionedBodies<T extends { body: EncodedBody }>({
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 60_000,
}: VersionedBodiesOptions = {}) {
  const entries = new LRUCache<string, { version: string; kept: T }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => encodedSize(entry.kept.body) + key.length,
    ttl: maxAgeMs,
  });
  const askedBefore = seenBefore();
  return {
    get(key: string, version: string): T | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? entry.kept : undefined;
    },
    /**
     * Keeps what `make` builds from `version` (read before the answer was made) when `key` was
     * asked for before, and returns it; `undefined` when it is not kept (or `make` declined).
     */
    keep(key: string, version: string, make: () => T | undefined): T | undefined {
      if (!askedBefore(key)) return undefined;
      const kept = make();
      if (kept) entries.set(key, { version, kept });
      return kept;
    },
  };
}
