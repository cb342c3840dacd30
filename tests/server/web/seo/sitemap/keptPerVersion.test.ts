import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { createGame, postGame, rawGet, rawRequest } from '../../../../support/fixtures/gamesSuite.ts';
import { gameData } from '../../../../support/games.ts';
import { sample, scrape } from '../../../../support/prometheusText.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';
import { urlsOf } from '../../../../support/sitemapXml.ts';

/**
 * `/sitemap.xml` is built once per public data version (the security audit found it rebuilt from
 * the whole catalogue on every request): kept bytes, a strong ETag and 304, and a write shows in the
 * next answer.
 */

const metricsToken = 'sitemap-metrics-token';

describe.each(databaseKinds)('/sitemap.xml kept per data version on %s', (kind) => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(kind, { env: { METRICS_TOKEN: metricsToken } });
    // Enough games for a sitemap past the size under which bodies go uncompressed.
    for (const title of ['Kept One', 'Kept Two', 'Kept Three']) await createGame(service, { title });
  });
  afterAll(() => service.stop());

  const get = (headers: Record<string, string> = {}) => rawGet(`${service.url}/sitemap.xml`, headers);
  const gameLocs = (body: Buffer) =>
    urlsOf(body.toString('utf8'))
      .map((entry) => entry.loc)
      .filter((loc) => loc.includes('/game/'));

  /** Sitemaps built and answered as kept, and every read of the public catalogue, so far. */
  async function counted() {
    const text = await scrape(service, metricsToken);
    const lookups = (cache: string, result: string) =>
      sample(text, 'gamevault_cache_lookups_total', { cache, result });
    return {
      built: lookups('sitemap', 'miss'),
      kept: lookups('sitemap', 'hit'),
      catalogueReads: lookups('catalog', 'hit') + lookups('catalog', 'miss'),
    };
  }

  test('two requests without a write between them build it once; the second reads no catalogue', async () => {
    await createGame(service, { title: 'Fresh Write' });
    const before = await counted();
    const first = await get();
    const between = await counted();
    const second = await get();
    const after = await counted();

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.equals(first.body)).toBe(true);
    expect(between.built - before.built).toBe(1);
    expect(after.built).toBe(between.built);
    expect(after.kept - between.kept).toBe(1);
    expect(after.catalogueReads).toBe(between.catalogueReads);
  });

  test('requests that come together after a write share one build', async () => {
    await createGame(service, { title: 'Crowded Write' });
    const before = await counted();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get()));
    const after = await counted();

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body.equals(answers[0]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(after.built - before.built).toBe(1);
    expect(after.kept - before.kept).toBe(4);
  });

  test('a game added, hidden or renamed through the API is in the very next answer', async () => {
    expect((await get()).status).toBe(200);
    const added = await createGame(service, { title: 'Newly Listed' });
    const loc = `${service.url}/game/${added.slug}`;
    expect(gameLocs((await get()).body)).toContain(loc);

    const hidden = await postGame(
      service,
      gameData({ title: 'Newly Listed', slug: added.slug, status: 'inactive' }),
      { id: added.id },
    );
    expect(hidden.status).toBe(200);
    expect(gameLocs((await get()).body)).not.toContain(loc);

    const moved = await postGame(service, gameData({ title: 'Newly Listed', slug: `${added.slug}-moved` }), {
      id: added.id,
    });
    expect(moved.status).toBe(200);
    const locs = gameLocs((await get()).body);
    expect(locs).toContain(`${loc}-moved`);
    expect(locs).not.toContain(loc);
  });

  test('a strong ETag per encoding; a current copy gets 304 without a build, an old one the new sitemap', async () => {
    const plain = await get();
    const gzip = await get({ 'accept-encoding': 'gzip' });
    for (const answer of [plain, gzip]) expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);

    const before = await counted();
    const current = await get({ 'if-none-match': String(plain.headers.etag) });
    const currentGzip = await get({ 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    const head = await rawRequest('HEAD', `${service.url}/sitemap.xml`, {
      'if-none-match': String(plain.headers.etag),
    });
    for (const answer of [current, currentGzip, head]) {
      expect(answer.status).toBe(304);
      expect(answer.body).toHaveLength(0);
    }
    expect(current.headers.etag).toBe(plain.headers.etag);
    expect((await counted()).built).toBe(before.built);

    await createGame(service, { title: 'After The Copy' });
    const changed = await get({ 'if-none-match': String(plain.headers.etag) });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(plain.headers.etag);
    expect(changed.body.toString('utf8')).toContain('</urlset>');
  });

  test('the gzip and brotli answers are the plain one compressed, the same bytes each time', async () => {
    const plain = await get();
    const gzip = await get({ 'accept-encoding': 'gzip' });
    const gzipAgain = await get({ 'accept-encoding': 'gzip' });
    const br = await get({ 'accept-encoding': 'br' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gzipAgain.body.equals(gzip.body)).toBe(true);
    for (const answer of [plain, gzip, br]) {
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  test('made-up Host headers cost no sitemap once the site has learned its hosts (PUBLIC_URL unset)', async () => {
    for (const host of ['one.test', 'two.test', 'three.test']) {
      expect((await get({ host })).status).toBe(200);
    }
    const before = await counted();
    for (let index = 0; index < 5; index += 1) {
      const answer = await get({ host: `made-up-${index}.test` });
      expect(answer.status).toBe(421);
      expect(answer.body.toString('utf8')).toBe(messages.unknownSiteHost);
    }
    expect(await counted()).toEqual(before);
    expect((await get({ host: 'two.test' })).status).toBe(200);
  });

  test('below 50,000 addresses there is no index and no part', async () => {
    expect((await get()).body.toString('utf8')).toContain('<urlset ');
    const part = await rawGet(`${service.url}/sitemap-1.xml`);
    expect(part.body.toString('utf8')).not.toContain('<urlset');
  });
});
