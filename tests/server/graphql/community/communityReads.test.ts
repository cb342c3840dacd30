import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';

import { communityReads, keyedShared } from '../../../../server/graphql/community/communityReads.ts';

/** The site's figures and top downloads: shared by every request, and versioned for the answer caches. */

// The clock is the test's: a loaded machine cannot stretch a wait past a value's lifetime.
const sleep = (ms: number) => jest.advanceTimersByTimeAsync(ms);
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('keyedShared', () => {
  test('loads each key once per ttl for every caller', async () => {
    const loads: string[] = [];
    const shared = keyedShared(async (key: string) => {
      loads.push(key);
      return `${key}!`;
    }, 60_000);
    await Promise.all([shared.get('week'), shared.get('week'), shared.get('all')]);
    await shared.get('week');
    expect(loads.sort()).toEqual(['all', 'week']);
  });

  test('the version moves when a reload answers something new, and only then', async () => {
    let answer = 1;
    let loads = 0;
    const shared = keyedShared(async () => {
      loads += 1;
      return answer;
    }, 20);
    await shared.get('stats');
    const version = shared.version();
    await sleep(30);
    shared.version(); // an old value reloads in the background
    await sleep(5);
    expect(shared.version()).toBe(version);
    answer = 2;
    await sleep(30);
    shared.version();
    await sleep(5);
    expect(shared.version()).toBeGreaterThan(version);
    expect(await shared.get('stats')).toBe(2);
    expect(loads).toBe(3);
  });

  test('keys never asked for are never loaded by the version', async () => {
    let loads = 0;
    const shared = keyedShared(async () => {
      loads += 1;
      return 0;
    }, 1);
    shared.version();
    await sleep(5);
    expect(loads).toBe(0);
  });

  test('the last value is served while the source fails', async () => {
    let fail = false;
    const shared = keyedShared(async () => {
      if (fail) throw new Error('down');
      return 'kept';
    }, 10);
    await shared.get('stats');
    fail = true;
    await sleep(20);
    await expect(shared.get('stats')).resolves.toBe('kept');
  });
});

describe('communityReads', () => {
  test('answers null where the REST service has no figures, for the catalogue to stand in', async () => {
    const reads = communityReads({ stats: async () => null, topDownloads: async () => null });
    await expect(reads.stats()).resolves.toBeNull();
    await expect(reads.topDownloads('week')).resolves.toBeNull();
  });

  test('keeps each window apart', async () => {
    const reads = communityReads({
      stats: async () => ({ activeUsers: 1, downloads: 2, reviews: 3, games: 4 }),
      topDownloads: async (window) => ({ games: [{ gameId: window, downloads: 1 }] }),
    });
    expect((await reads.topDownloads('week'))?.games[0]?.gameId).toBe('week');
    expect((await reads.topDownloads('year'))?.games[0]?.gameId).toBe('year');
    expect(await reads.stats()).toEqual({ activeUsers: 1, downloads: 2, reviews: 3, games: 4 });
  });
});
