import type { NormalizedGame } from '../normalize/game.ts';
import type { IndexedCatalog } from './indexedCatalog.ts';
import { indexCatalog } from './indexedCatalog.ts';

/**
 * The public game list, kept for `staleMs` (SPEC 9: five minutes). A stale list is still served
 * while a fresh one loads in the background, and keeps being served while the service is down.
 * A game mutation invalidates it: the next read waits for a list loaded after the invalidation.
 */
export interface CatalogCacheOptions {
  staleMs?: number;
  /** Told whether each read was answered without waiting for a load (metrics). */
  onLookup?: (hit: boolean) => void;
}

export function catalogCache(
  load: () => Promise<NormalizedGame[]>,
  { staleMs = 5 * 60_000, onLookup = () => undefined }: CatalogCacheOptions = {},
) {
  let current: { catalog: IndexedCatalog; loadedAt: number } | undefined;
  let loading: { generation: number; promise: Promise<IndexedCatalog> } | undefined;
  let generation = 0;
  let invalidated = false;
  /** Moves whenever what `get` answers may have changed: an invalidation or a newly loaded list. */
  let version = 0;

  function refresh(): Promise<IndexedCatalog> {
    if (loading?.generation === generation) return loading.promise;
    const started = generation;
    const promise = load()
      .then((games) => {
        const catalog = indexCatalog(games);
        // A load that began before an invalidation may hold old data: keep it out of the cache.
        if (started === generation) {
          current = { catalog, loadedAt: Date.now() };
          invalidated = false;
          version += 1;
        }
        return catalog;
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
