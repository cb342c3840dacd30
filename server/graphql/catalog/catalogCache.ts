import { indexCatalog } from './indexedCatalog.ts';
import type { IndexedCatalog } from './indexedCatalog.ts';
import type { NormalizedGame } from '../normalize/game.ts';

/**
 * The public game list, kept for `staleMs` (SPEC 9: five minutes). A stale list is still served
 * while a fresh one loads in the background, and keeps being served while the service is down.
 * A game mutation invalidates it: the next read waits for a fresh list.
 */
export function catalogCache(load: () => Promise<NormalizedGame[]>, staleMs = 5 * 60_000) {
  let current: { catalog: IndexedCatalog; loadedAt: number } | undefined;
  let loading: Promise<IndexedCatalog> | undefined;
  let invalidated = false;

  function refresh(): Promise<IndexedCatalog> {
    loading ??= load()
      .then((games) => {
        current = { catalog: indexCatalog(games), loadedAt: Date.now() };
        invalidated = false;
        return current.catalog;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async get(): Promise<IndexedCatalog> {
      const cached = current;
      if (!cached) return refresh();
      if (invalidated) return refresh().catch(() => cached.catalog);
      if (Date.now() - cached.loadedAt > staleMs) refresh().catch(() => undefined);
      return cached.catalog;
    },
    invalidate(): void {
      invalidated = true;
    },
  };
}

export type CatalogCache = ReturnType<typeof catalogCache>;
