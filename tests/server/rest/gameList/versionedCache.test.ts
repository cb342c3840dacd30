import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import type { RawResponse, StoredGame } from '../../../support/fixtures/gamesSuite.ts';
import { createGame, decodedJson, postGame, rawGet } from '../../../support/fixtures/gamesSuite.ts';
import { gameData } from '../../../support/games.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

type Encoding = 'gzip' | 'br' | 'identity';

function varyList(answer: RawResponse): string[] {
  const vary = answer.headers.vary;
  return (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

describe.each(databaseKinds)('games.php encoded list cache on %s', (kind) => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(kind);
    await createGame(service, { title: 'Cached Active' });
    await createGame(service, { title: 'Cached Hidden', status: 'inactive' });
  });
  afterAll(() => service.stop());

  const list = (headers: Record<string, string> = {}, token?: string) =>
    rawGet(
      `${service.url}/api/games.php`,
      token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    );
  const etagOf = (answer: RawResponse) => {
    expect(answer.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    return answer.headers.etag as string;
  };
  const titles = (answer: RawResponse) => (decodedJson(answer) as StoredGame[]).map((game) => game.title);

  test.each<Encoding>(['gzip', 'br', 'identity'])(
    'accept-encoding %s returns the same JSON as a plain client',
    async (encoding) => {
      const expected = (await service.request('GET', '/api/games.php')).body as unknown;
      const answer = await list({ 'accept-encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decodedJson(answer)).toEqual(expected);
      expect(titles(answer)).toContain('Cached Active');
      etagOf(answer);
      expect(varyList(answer)).toContain('accept-encoding');
    },
  );

  test('gzip and br bodies are really compressed, not identity bytes with a label', async () => {
    const identity = await list({ 'accept-encoding': 'identity' });
    for (const encoding of ['gzip', 'br']) {
      const answer = await list({ 'accept-encoding': encoding });
      expect(answer.body.equals(identity.body)).toBe(false);
    }
  });

  test.each<Encoding>(['gzip', 'br', 'identity'])(
    'If-None-Match with the %s ETag answers 304 with no body',
    async (encoding) => {
      const first = await list({ 'accept-encoding': encoding });
      const again = await list({ 'accept-encoding': encoding, 'if-none-match': etagOf(first) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
    },
  );

  test('a staff client revalidates its own list with 304', async () => {
    const first = await list({ 'accept-encoding': 'gzip' }, service.tokens.admin);
    const again = await list(
      { 'accept-encoding': 'gzip', 'if-none-match': etagOf(first) },
      service.tokens.admin,
    );
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('an unknown ETag gets the full list', async () => {
    const answer = await list({ 'accept-encoding': 'gzip', 'if-none-match': '"not-the-current-tag-gzip"' });
    expect(answer.status).toBe(200);
    expect(titles(answer)).toContain('Cached Active');
  });

  test('the staff list ETag does not revalidate the (different) public list', async () => {
    const staff = await list({ 'accept-encoding': 'gzip' }, service.tokens.admin);
    expect(titles(staff)).toContain('Cached Hidden');
    const anonymous = await list({ 'accept-encoding': 'gzip', 'if-none-match': etagOf(staff) });
    expect(anonymous.status).toBe(200);
    expect(titles(anonymous)).not.toContain('Cached Hidden');
  });

  test('the public list is Cache-Control no-cache; the staff list private, no-store', async () => {
    expect((await list({ 'accept-encoding': 'gzip' })).headers['cache-control']).toBe('no-cache');
    for (const token of [service.tokens.admin, service.tokens.moderator]) {
      expect((await list({ 'accept-encoding': 'gzip' }, token)).headers['cache-control']).toBe(
        'private, no-store',
      );
    }
  });

  describe('after a write the list and its ETag change', () => {
    let game: StoredGame;

    test('create', async () => {
      const before = await list({ 'accept-encoding': 'br' });
      game = await createGame(service, { title: 'Freshly Added' });
      const after = await list({ 'accept-encoding': 'br', 'if-none-match': etagOf(before) });
      expect(after.status).toBe(200);
      expect(etagOf(after)).not.toBe(etagOf(before));
      expect(titles(after)).toContain('Freshly Added');
      expect(titles(before)).not.toContain('Freshly Added');
    });

    test('update', async () => {
      const before = await list({ 'accept-encoding': 'gzip' });
      const updated = await postGame(service, gameData({ slug: game.slug, title: 'Renamed Game' }), {
        id: game.id,
      });
      expect(updated.status).toBe(200);
      const after = await list({ 'accept-encoding': 'gzip', 'if-none-match': etagOf(before) });
      expect(after.status).toBe(200);
      expect(etagOf(after)).not.toBe(etagOf(before));
      expect(titles(after)).toContain('Renamed Game');
      expect(titles(after)).not.toContain('Freshly Added');
    });

    test('update to inactive changes the public list but not what staff can see', async () => {
      const publicBefore = await list({ 'accept-encoding': 'identity' });
      const hidden = await postGame(
        service,
        gameData({ slug: game.slug, title: 'Renamed Game', status: 'inactive' }),
        {
          id: game.id,
        },
      );
      expect(hidden.status).toBe(200);
      const publicAfter = await list({
        'accept-encoding': 'identity',
        'if-none-match': etagOf(publicBefore),
      });
      expect(publicAfter.status).toBe(200);
      expect(titles(publicAfter)).not.toContain('Renamed Game');
      expect(titles(await list({ 'accept-encoding': 'identity' }, service.tokens.admin))).toContain(
        'Renamed Game',
      );
    });

    test('delete', async () => {
      const before = await list({ 'accept-encoding': 'gzip' }, service.tokens.admin);
      const removed = await service.request('DELETE', `/api/games.php?id=${game.id}`, {
        token: service.tokens.admin,
      });
      expect(removed.status).toBe(200);
      const after = await list(
        { 'accept-encoding': 'gzip', 'if-none-match': etagOf(before) },
        service.tokens.admin,
      );
      expect(after.status).toBe(200);
      expect(etagOf(after)).not.toBe(etagOf(before));
      expect(titles(after)).not.toContain('Renamed Game');
    });
  });
});
