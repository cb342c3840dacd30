import type { NormalizedGame } from '../normalize/game.ts';
import type { IndexedCatalog } from './indexedCatalog.ts';
import { indexCatalog } from './indexedCatalog.ts';

/** What a load answers when the list it would load is the one already kept (a 304). */
export const catalogUnchanged = Symbol('catalog unchanged');

/**
 * The public game list, kept for `staleMs` (`CATALOG_REFRESH_SECONDS`; with the counts' flush, how
 * long counts shown may lag the REST service's: docs/decisions.md). A stale list is still served
 * while a fresh one loads in the background, and keeps being served while the service is down. A
 * load that finds the list unchanged (`catalogUnchanged`) keeps the indexed list and its version:
 * answers cached on it stay good. A game mutation invalidates it: the next read waits for a list
 * loaded after the invalidation.
 */
export interface CatalogCacheOptions {
  /** How long a loaded list is answered before the next read revalidates it. */
  staleMs: number;
  /** Told whether each read was answered without waiting for a load (metrics). */
  onLookup?: (hit: boolean) => void;
}

/** A loaded list with the ETag of the answer it came in, to revalidate it with next time. */
export interface TaggedList {
  games: NormalizedGame[];
  etag: string | undefined;
}

/**
 * Loads the list; given the ETag of the list kept (none before the first), it may answer
 * `catalogUnchanged` instead.
 */
export type CatalogLoad = (
  keptEtag: string | undefined,
) => Promise<NormalizedGame[] | TaggedList | typeof catalogUnchanged>;

export function catalogCache(
  load: CatalogLoad,
  { staleMs, onLookup = () => undefined }: CatalogCacheOptions,
) {
  let current: { catalog: IndexedCatalog; loadedAt: number; etag: string | undefined } | undefined;
  let loading: { generation: number; promise: Promise<IndexedCatalog> } | undefined;
  let generation = 0;
  let invalidated = false;
  /** Moves whenever what `get` answers may have changed: an invalidation or a newly loaded list. */
  let version = 0;

  function refresh(): Promise<IndexedCatalog> {
    if (loading?.generation === generation) return loading.promise;
    const started = generation;
    const kept = current;
    const promise = load(kept?.etag)
      .then((loaded) => {
        let next: { catalog: IndexedCatalog; etag: string | undefined };
        if (loaded === catalogUnchanged) {
          if (!kept) throw new Error('The catalogue was answered unchanged before any was loaded');
          next = kept;
        } else if (Array.isArray(loaded)) {
          next = { catalog: indexCatalog(loaded), etag: undefined };
        } else {
          next = { catalog: indexCatalog(loaded.games), etag: loaded.etag };
        }
        // A load that began before an invalidation may hold old data: keep it out of the cache.
        if (started === generation) {
          current = { ...next, loadedAt: Date.now() };
          invalidated = false;
          if (next !== kept) version += 1;
        }
        return next.catalog;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
    loading = { generation: started, promise };
    return promise;
  }

  return {
    async get(): Promise<IndexedCatalog> {
      const cached = current;
      // A hit is answered without waiting for the REST service (a stale list is a hit too).
      onLookup(cached !== undefined && !invalidated);
      if (!cached) return refresh();
      if (invalidated) return refresh().catch(() => cached.catalog);
      if (Date.now() - cached.loadedAt > staleMs) refresh().catch(() => undefined);
      return cached.catalog;
    },
    invalidate(): void {
      generation += 1;
      invalidated = true;
      version += 1;
    },
    /**
     * The version of the list `get` answers, for caches of answers computed from it. Like `get`,
     * it starts loading a fresh list in the background once the list is stale or invalidated, so
     * that the version moves even while every answer comes from such a cache.
     */
    version(): number {
      if (invalidated || (current && Date.now() - current.loadedAt > staleMs)) {
        refresh().catch(() => undefined);
      }
      return version;
    },
  };
}

export type CatalogCache = ReturnType<typeof catalogCache>;
