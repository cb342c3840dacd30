import type { EncodedBody } from '../../answers/encodedBody.ts';
import { coalescedRead } from './coalescedRead.ts';

/**
 * Where the change that made a list stale was seen: a write through this server, the database, or
 * this server's flush of counted events (only counts moved).
 */
export type InvalidationCause = 'here' | 'elsewhere' | 'counts';

export interface VersionedCacheOptions {
  /**
   * The data's version in a database other servers write to. Every read first asks it (reads
   * share these calls, see `coalescedRead`) and rebuilds when another server wrote since.
   */
  sharedVersion?: () => Promise<number>;
}

interface Entry {
  version: number;
  body: Promise<EncodedBody>;
  /** The body once built. */
  built?: EncodedBody;
}

/**
 * Keeps one encoded body per key, built at most once per data version: a write bumps the
 * version and the next read rebuilds; concurrent readers share the build.
 */
export function versionedCache<K>(
  build: (key: K) => Promise<EncodedBody>,
  { sharedVersion }: VersionedCacheOptions = {},
) {
  let version = 0;
  /** The shared version this server's copies are known to include; unknown after its own writes. */
  let sharedSeen: number | undefined;
  const listeners: ((cause: InvalidationCause) => void)[] = [];
  const entries = new Map<K, Entry>();
  const bump = (cause: InvalidationCause) => {
    version += 1;
    for (const listener of listeners) listener(cause);
  };
  const checkShared =
    sharedVersion &&
    coalescedRead(async () => {
      const current = await sharedVersion();
      if (sharedSeen !== undefined && current !== sharedSeen) bump('elsewhere');
      sharedSeen = current;
    });
  return {
    /** A game was written through this server (or only its counts moved): the next read rebuilds. */
    invalidate(cause: 'here' | 'counts' = 'here'): void {
      // The write raised the shared version too; the next check learns it without a second rebuild.
      sharedSeen = undefined;
      bump(cause);
    },
    /** Called on every rebuild-causing change, e.g. to drop caches built on top of this list. */
    onInvalidate(listener: (cause: InvalidationCause) => void): void {
      listeners.push(listener);
    },
    async get(key: K): Promise<EncodedBody> {
      if (checkShared) await checkShared();
      const entry = entries.get(key);
      if (entry?.version === version) return entry.body;
      const fresh: Entry = { version, body: build(key) };
      entries.set(key, fresh);
      fresh.body.then(
        (body) => (fresh.built = body),
        () => {
          if (entries.get(key) === fresh) entries.delete(key);
        },
      );
      return fresh.body;
    },
    /**
     * What `get` would answer, when that needs no waiting: the body is built and current, and no
     * other server's writes must be asked for first.
     */
    peek(key: K): EncodedBody | undefined {
      if (checkShared) return undefined;
      const entry = entries.get(key);
      return entry?.version === version ? entry.built : undefined;
    },
  };
}
