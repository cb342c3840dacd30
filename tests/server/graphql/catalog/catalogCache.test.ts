import { describe, expect, test } from '@jest/globals';

import type { TaggedList } from '../../../../server/graphql/catalog/catalogCache.ts';
import { catalogCache, catalogUnchanged } from '../../../../server/graphql/catalog/catalogCache.ts';
import type { IndexedCatalog } from '../../../../server/graphql/catalog/indexedCatalog.ts';
import type { NormalizedGame } from '../../../../server/graphql/normalize/game.ts';
import { normalizeGame } from '../../../../server/graphql/normalize/game.ts';
import { labelBook } from '../../../../server/graphql/normalize/labels.ts';

/** One shared list, 30 seconds stale (issue 32), stale-while-revalidate, served while down. */

const labels = labelBook();
const games = (...ids: string[]) => ids.map((id) => normalizeGame({ id, slug: id }, labels));
const idsOf = (catalog: IndexedCatalog) => catalog.games.map((entry) => entry.game.id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const flush = () => new Promise((resolve) => setImmediate(resolve));

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

function deferred<T>(): Deferred<T> {
  const parts: Partial<Deferred<T>> = {};
  parts.promise = new Promise<T>((resolve, reject) => Object.assign(parts, { resolve, reject }));
  return parts as Deferred<T>;
}

/** A load whose every call waits until the test settles it. */
function scriptedLoad() {
  const calls: Deferred<NormalizedGame[]>[] = [];
  const load = () => {
    const call = deferred<NormalizedGame[]>();
    calls.push(call);
    return call.promise;
  };
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`load call ${index} was never made (${calls.length} made)`);
    return found;
  };
  return { load, calls, call };
}

/** Whether a promise has settled yet, read after a flush. */
function watch(promise: Promise<unknown>): () => boolean {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
}

/** A cache already holding the list ['v1'], loaded by call 0. */
async function primed(staleMs: number) {
  const script = scriptedLoad();
  const cache = catalogCache(script.load, { staleMs });
  const first = cache.get();
  script.call(0).resolve(games('v1'));
  expect(idsOf(await first)).toEqual(['v1']);
  return { ...script, cache };
}

describe('catalogCache: loading', () => {
  test('concurrent first callers share one load and one catalogue', async () => {
    const { load, calls, call } = scriptedLoad();
    const cache = catalogCache(load, { staleMs: 60_000 });
    const pending = [cache.get(), cache.get(), cache.get()];
    expect(calls).toHaveLength(1);
    call(0).resolve(games('a', 'b'));
    const [first, ...others] = await Promise.all(pending);
    if (!first) throw new Error('no catalogue');
    expect(idsOf(first)).toEqual(['a', 'b']);
    for (const other of others) expect(other).toBe(first);
    expect(first.bySlug.get('b')?.id).toBe('b');
  });

  test('within staleMs the cached list is served without reloading', async () => {
    const { cache, calls } = await primed(60_000);
    const again = await cache.get();
    expect(idsOf(again)).toEqual(['v1']);
    expect(await cache.get()).toBe(again);
    expect(calls).toHaveLength(1);
  });

  test('a failing first load rejects, and a later get retries', async () => {
    const { load, calls, call } = scriptedLoad();
    const cache = catalogCache(load, { staleMs: 60_000 });
    const first = cache.get();
    call(0).reject(new Error('service down'));
    await expect(first).rejects.toThrow('service down');
    const second = cache.get();
    expect(calls).toHaveLength(2);
    call(1).resolve(games('ok'));
    expect(idsOf(await second)).toEqual(['ok']);
  });
});

describe('catalogCache: stale list', () => {
  test('after staleMs the old list comes back at once while a fresh one loads in the background', async () => {
    const { cache, calls, call } = await primed(30);
    await sleep(50);
    const stale = cache.get();
    const isSettled = watch(stale);
    await flush();
    expect(isSettled()).toBe(true);
    expect(idsOf(await stale)).toEqual(['v1']);
    expect(calls).toHaveLength(2);

    expect(idsOf(await cache.get())).toEqual(['v1']);
    expect(calls).toHaveLength(2); // one background refresh at a time
    call(1).resolve(games('v2'));
    await flush();
    expect(idsOf(await cache.get())).toEqual(['v2']);
    expect(calls).toHaveLength(2);
  });

  test('a failing background refresh keeps the old list served, and a later get tries again', async () => {
    const { cache, calls, call } = await primed(30);
    await sleep(50);
    expect(idsOf(await cache.get())).toEqual(['v1']);
    call(1).reject(new Error('service down'));
    await flush();
    expect(idsOf(await cache.get())).toEqual(['v1']);
    expect(calls).toHaveLength(3);
    call(2).resolve(games('v2'));
    await flush();
    expect(idsOf(await cache.get())).toEqual(['v2']);
  });
});

describe('catalogCache: invalidate', () => {
  test('the next get waits for a fresh load, then the fresh list is cached', async () => {
    const { cache, calls, call } = await primed(60_000);
    cache.invalidate();
    const next = cache.get();
    const isSettled = watch(next);
    await flush();
    expect(isSettled()).toBe(false);
    expect(calls).toHaveLength(2);
    call(1).resolve(games('v2'));
    expect(idsOf(await next)).toEqual(['v2']);
    expect(idsOf(await cache.get())).toEqual(['v2']);
    expect(calls).toHaveLength(2);
  });

  test('a failing load after invalidate serves the old list, and the next get tries again', async () => {
    const { cache, calls, call } = await primed(60_000);
    cache.invalidate();
    const next = cache.get();
    call(1).reject(new Error('service down'));
    expect(idsOf(await next)).toEqual(['v1']);
    const retry = cache.get();
    expect(calls).toHaveLength(3);
    call(2).resolve(games('v2'));
    expect(idsOf(await retry)).toEqual(['v2']);
  });

  test('a refresh started before invalidate is not taken as the fresh list', async () => {
    const { cache, calls, call } = await primed(30);
    await sleep(50);
    await cache.get(); // starts background refresh 1, which may read the list before the mutation
    expect(calls).toHaveLength(2);
    cache.invalidate(); // a game was changed after refresh 1 was sent
    const next = cache.get();
    call(1).resolve(games('before-mutation'));
    await flush();
    calls[2]?.resolve(games('after-mutation')); // the load made after invalidate, if any
    expect(idsOf(await next)).toEqual(['after-mutation']);
  });
});

describe('catalogCache: revalidation (issue 32: counts lag at most a minute)', () => {
  test('a load answered unchanged keeps the same catalogue and version; the ETag kept goes to each load', async () => {
    const etags: (string | undefined)[] = [];
    const answers: (TaggedList | typeof catalogUnchanged)[] = [
      { games: games('v1'), etag: '"one"' },
      catalogUnchanged,
      { games: games('v2'), etag: '"two"' },
    ];
    const cache = catalogCache(
      async (etag) => {
        etags.push(etag);
        const answer = answers.shift();
        if (!answer) throw new Error('no more answers');
        return answer;
      },
      { staleMs: 20 },
    );
    const first = await cache.get();
    const version = cache.version();
    await sleep(30);
    await cache.get(); // serves the stale list, revalidates in the background
    await flush();
    expect(cache.version()).toBe(version);
    expect(await cache.get()).toBe(first);
    await sleep(30);
    await cache.get();
    await flush();
    expect(idsOf(await cache.get())).toEqual(['v2']);
    expect(cache.version()).toBeGreaterThan(version);
    expect(etags).toEqual([undefined, '"one"', '"one"']);
  });

  test('an unchanged answer before any list was kept is a failed load, not an empty catalogue', async () => {
    const cache = catalogCache(async () => catalogUnchanged, { staleMs: 60_000 });
    await expect(cache.get()).rejects.toThrow(/unchanged/);
  });
});
