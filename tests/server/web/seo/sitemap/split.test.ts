import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { categoryPages } from '../../../../../shared/catalog/categories.ts';
import { genres } from '../../../../../shared/catalog/genres.ts';
import { rawGet } from '../../../../support/fixtures/gamesSuite.ts';
import type { ForeignCatalogue } from '../../../../support/foreignCatalogue.ts';
import { startOnForeignCatalogue } from '../../../../support/foreignCatalogue.ts';
import type { TestService } from '../../../../support/service.ts';
import { partsOf, urlsOf } from '../../../../support/sitemapXml.ts';

/** A catalogue of 50,001 addresses: `/sitemap.xml` becomes an index of two parts (sitemaps.org). */

const fixedPages = 1 + 6 + genres.length + categoryPages.length;
const gameCount = 50_001 - fixedPages;
const newestDay = '2025-06-07';
const games = Array.from({ length: gameCount }, (_, index) => ({
  id: index + 1,
  slug: `many-${String(index).padStart(5, '0')}`,
  title: `Many ${String(index).padStart(5, '0')}`,
  status: 'active',
  updatedAt: index === gameCount - 1 ? `${newestDay}T08:00:00.000Z` : '2025-01-02T03:04:05.000Z',
}));

describe('/sitemap.xml past 50,000 addresses', () => {
  let foreign: ForeignCatalogue;
  let service: TestService;

  beforeAll(async () => {
    foreign = await startOnForeignCatalogue(games);
    service = foreign.service;
  });
  afterAll(() => foreign.stop());

  test('is an index of two parts: the first 50,000 addresses, then the one past them', async () => {
    const index = await rawGet(`${service.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(partsOf(index.body.toString('utf8'))).toEqual([
      { loc: `${service.url}/sitemap-1.xml`, lastmod: newestDay },
      { loc: `${service.url}/sitemap-2.xml`, lastmod: newestDay },
    ]);

    const [first, second] = await Promise.all(
      [1, 2].map((part) => rawGet(`${service.url}/sitemap-${part}.xml`)),
    );
    for (const part of [first, second]) {
      expect(part?.status).toBe(200);
      expect(part?.headers['cache-control']).toBe('public, max-age=3600');
      expect(part?.headers.etag).toMatch(/^"[^"]+"$/);
    }
    const firstUrls = urlsOf(first?.body.toString('utf8') ?? '');
    const secondUrls = urlsOf(second?.body.toString('utf8') ?? '');
    expect(firstUrls).toHaveLength(50_000);
    expect(firstUrls[0]).toEqual({ loc: `${service.url}/`, lastmod: newestDay });
    expect(firstUrls.at(-1)?.loc).toBe(`${service.url}/game/${games.at(-2)?.slug}`);
    expect(secondUrls).toEqual([{ loc: `${service.url}/game/${games.at(-1)?.slug}`, lastmod: newestDay }]);
  });

  test('a part past the last, or one written otherwise, is no sitemap', async () => {
    for (const path of ['/sitemap-3.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      const answer = await rawGet(`${service.url}${path}`);
      expect(answer.body.toString('utf8')).not.toContain('<urlset');
    }
  });

  test('1,000 requests take well under a minute, as none builds it again', async () => {
    const started = performance.now();
    for (let round = 0; round < 100; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          rawGet(`${service.url}/sitemap${index % 2 === 0 ? '' : '-2'}.xml`, { 'accept-encoding': 'gzip' }),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(200);
    }
    expect(performance.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
