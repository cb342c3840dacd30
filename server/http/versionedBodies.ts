import { LRUCache } from 'lru-cache';

import type { EncodedBody } from './encodedBody.ts';
import { encodedSize } from './encodedBody.ts';

export interface VersionedBodiesOptions {
  maxBytes?: number;
  /** Answers that depend on the clock (time windows, the year) are made again after this long. */
  maxAgeMs?: number;
}

/**
 * Answers kept per key for the data version they were made from: one kept for an older version is
 * never handed out. Least recently used dropped first.
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
  return {
    get(key: string, version: string): T | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? entry.kept : undefined;
    },
    /** Keeps what was made from `version`, read before making it. */
    set(key: string, version: string, kept: T): void {
      entries.set(key, { version, kept });
    },
  };
}
