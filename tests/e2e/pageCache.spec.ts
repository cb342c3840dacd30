import { gunzipSync } from 'node:zlib';

import { expect } from '@playwright/test';

import { freeGames } from './support/freeGames.ts';
import { test } from './support/gamesApi.ts';

// What a browser sends for a page; `max-age=0` lets a validator through untouched.
const pageHeaders = { Accept: 'text/html', 'Cache-Control': 'max-age=0' };

test.describe('server-rendered pages kept for the next visitor', () => {
  test('a page is sent again in the encoding asked for, and revalidated with 304', async ({ request }) => {
    const first = await request.get('/game/supertuxkart', {
      headers: { ...pageHeaders, 'Accept-Encoding': 'gzip' },
    });
    const second = await request.get('/game/supertuxkart', {
      headers: { ...pageHeaders, 'Accept-Encoding': 'gzip' },
    });
    expect(second.status()).toBe(200);
    expect(second.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers()['cache-control']).toBe('no-cache');
    expect(await second.text()).toBe(await first.text());
    expect(await second.text()).toContain('SuperTuxKart');
    const etag = second.headers().etag ?? '';
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);

    const brotli = await request.get('/game/supertuxkart', {
      headers: { ...pageHeaders, 'Accept-Encoding': 'br' },
    });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(await brotli.text()).toBe(await first.text());

    const revalidated = await request.get('/game/supertuxkart', {
      headers: { ...pageHeaders, 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(revalidated.status()).toBe(304);
  });

  test('the not-found page keeps its 404 when it comes from the cache', async ({ request }) => {
    // Made, made again and kept, then sent from the cache.
    for (let time = 0; time < 3; time += 1) {
      const answer = await request.get('/game/never-was-a-game', { headers: pageHeaders });
      expect(answer.status()).toBe(404);
      expect(await answer.text()).toContain('Game not found');
    }
  });

  test('a game written through the REST service is on the next page sent', async ({
    request,
    api,
    adminToken,
  }) => {
    const game = await api.create(freeGames.armagetron);
    const page = async () => {
      const answer = await request.get(`/game/${game.slug}`, { headers: pageHeaders });
      return { status: answer.status(), text: await answer.text() };
    };
    expect((await page()).text).toContain(game.title);
    expect((await page()).text).toContain(game.title);

    const found = await request.get(`/api/games.php?slug=${game.slug}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const { id } = (await found.json()) as { id: number };
    const removed = await request.delete(`/api/games.php?id=${id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(removed.status()).toBe(200);
    const after = await page();
    expect(after.status).toBe(404);
    expect(after.text).not.toContain(game.title);
  });

  test('the gzip form is the page itself, not a second rendering', async ({ request }) => {
    const answer = await request.fetch('/', { headers: { ...pageHeaders, 'Accept-Encoding': 'gzip' } });
    expect(answer.headers()['content-encoding']).toBe('gzip');
    const body = await answer.body();
    // Playwright decodes the body; a gzip magic number would mean it was encoded twice.
    expect(body.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
    expect(() => gunzipSync(body)).toThrow();
  });
});
