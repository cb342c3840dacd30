import { describe, expect, test } from '@jest/globals';

import type { SitemapCacheOptions } from '../../../../server/web/seo/sitemapCache.ts';
import { sitemapCache } from '../../../../server/web/seo/sitemapCache.ts';
import type { SitemapGame } from '../../../../server/web/seo/sitemapUrls.ts';

const origin = 'https://games.example.org';

/** A catalogue whose version, loads and failures the test moves by hand. */
function catalogue(titles: string[] = ['first']) {
  const state = {
    version: 1,
    reads: 0,
    down: false,
    games: titles.map((slug): SitemapGame => ({
      slug,
      updatedAt: '2025-01-02T03:04:05.000Z',
      status: 'active',
    })),
    /** A load is due (after a write): whoever asks for the catalogue first waits for it. */
    loadDue: false,
    lookups: [] as boolean[],
  };
  // As `CatalogCache`: the version moves on a write and once more when the load after it ends.
  const loaded = async () => {
    if (!state.loadDue) return;
    state.loadDue = false;
    state.version += 1;
  };
  const options: SitemapCacheOptions = {
    dataVersion: () => String(state.version),
    catalogueLoaded: loaded,
    games: async () => {
      await loaded();
      state.reads += 1;
      if (state.down) throw new Error('The catalogue did not load');
      return state.games;
    },
    onLookup: (hit) => state.lookups.push(hit),
  };
  return { state, options };
}

const text = (body: { identity: Buffer }) => body.identity.toString('utf8');

describe('sitemapCache', () => {
  test('reads the catalogue once per version, and again once the version moves', async () => {
    const { state, options } = catalogue();
    const sitemapAt = sitemapCache(options);
    const first = await sitemapAt(origin);
    expect(await sitemapAt(origin)).toBe(first);
    expect(state.reads).toBe(1);

    state.games = [...state.games, { slug: 'second', updatedAt: '2025-02-03', status: 'active' }];
    state.version += 1;
    const moved = await sitemapAt(origin);
    expect(state.reads).toBe(2);
    expect(text(moved.main)).toContain(`${origin}/game/second`);
    expect(state.lookups).toEqual([false, true, false]);
  });

  test('a version read while the catalogue loads is not the one kept: the build after the load counts', async () => {
    const { state, options } = catalogue();
    state.loadDue = true;
    const sitemapAt = sitemapCache(options);
    await sitemapAt(origin);
    await sitemapAt(origin);
    expect(state.reads).toBe(1);
    expect(state.lookups).toEqual([false, true]);
  });

  test('requests that come during a build wait for it', async () => {
    const { state, options } = catalogue();
    const sitemapAt = sitemapCache(options);
    const answers = await Promise.all([sitemapAt(origin), sitemapAt(origin), sitemapAt(origin)]);
    expect(state.reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(state.lookups.filter((hit) => !hit)).toHaveLength(1);
  });

  test('a failed build is not kept: the next request tries again', async () => {
    const { state, options } = catalogue();
    const sitemapAt = sitemapCache(options);
    state.down = true;
    await expect(sitemapAt(origin)).rejects.toThrow('The catalogue did not load');
    state.down = false;
    expect(text((await sitemapAt(origin)).main)).toContain(`${origin}/game/first`);
    expect(state.reads).toBe(2);
  });

  test('each origin gets bytes of its own from the one reading of the catalogue', async () => {
    const { state, options } = catalogue();
    const sitemapAt = sitemapCache(options);
    const here = await sitemapAt(origin);
    const there = await sitemapAt('http://games.local:8080');
    expect(text(there.main)).toContain('http://games.local:8080/game/first');
    expect(text(there.main)).not.toContain(origin);
    expect(await sitemapAt(origin)).toBe(here);
    expect(state.reads).toBe(1);
  });

  test('past `maxUrls` the main file is the index of parts kept with it', async () => {
    const { options } = catalogue(['a', 'b', 'c']);
    const sitemap = await sitemapCache({ ...options, maxUrls: 20 })(origin);
    expect(text(sitemap.main)).toContain('<sitemapindex ');
    expect(sitemap.parts).toHaveLength(2);
    expect(sitemap.parts.map((part) => part.contentType)).toEqual([
      'application/xml; charset=utf-8',
      'application/xml; charset=utf-8',
    ]);
  });
});
