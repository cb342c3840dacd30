import type { IncomingHttpHeaders } from 'node:http';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../support/databases.ts';
import type { RawResponse } from '../../../support/fixtures/gamesSuite.ts';
import { createGame, rawGet } from '../../../support/fixtures/gamesSuite.ts';
import { sample, scrape } from '../../../support/prometheusText.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

const metricsToken = 'shortcut-metrics-token';

/** Everything but the clock's header, which may tick between two answers. */
function withoutDate(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, ...rest } = headers;
  return rest;
}

describe.each(databaseKinds)('the anonymous game list before Express on %s', (kind) => {
  let service: TestService;
  let expressCalls = 0;

  beforeAll(async () => {
    service = await startTestService(kind, { env: { METRICS_TOKEN: metricsToken } });
    // Enough games for a list past the size under which bodies go uncompressed.
    for (const title of ['Shortcut One', 'Shortcut Two', 'Shortcut Three'])
      await createGame(service, { title });
    // Express's app calls its own `handle` for every request it is given.
    const app = service.running.app.express as unknown as { handle: (...args: unknown[]) => unknown };
    const handle = app.handle.bind(app);
    app.handle = (...args) => {
      expressCalls += 1;
      return handle(...args);
    };
  });
  afterAll(() => service.stop());

  /** The answer, and whether Express saw the request. */
  async function get(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ answer: RawResponse; throughExpress: boolean }> {
    const before = expressCalls;
    const answer = await rawGet(`${service.url}${path}`, headers);
    return { answer, throughExpress: expressCalls > before };
  }

  /** The same list through Express: any query string goes the long way. */
  const throughExpress = (headers: Record<string, string>) => get('/api/games.php?via=express', headers);

  // On PostgreSQL every read first asks the database whether another server wrote.
  const shortcutTaken = kind === 'sqlite';

  test.each(['gzip', 'br', 'gzip, deflate, br'])(
    'accept-encoding %s: the same status, headers and bytes as the Express route',
    async (acceptEncoding) => {
      const headers = { 'accept-encoding': acceptEncoding };
      // The first asks for the form to be made; from then on it is ready.
      await get('/api/games.php', headers);
      const fast = await get('/api/games.php', headers);
      const slow = await throughExpress(headers);

      expect(fast.throughExpress).toBe(!shortcutTaken);
      expect(slow.throughExpress).toBe(true);
      expect(fast.answer.status).toBe(200);
      expect(fast.answer.status).toBe(slow.answer.status);
      expect(withoutDate(fast.answer.headers)).toEqual(withoutDate(slow.answer.headers));
      expect(fast.answer.body.equals(slow.answer.body)).toBe(true);
      expect(fast.answer.headers['content-encoding']).toBeDefined();
    },
  );

  test('a current copy gets the same 304 both ways', async () => {
    const first = await get('/api/games.php', { 'accept-encoding': 'gzip' });
    const headers = { 'accept-encoding': 'gzip', 'if-none-match': String(first.answer.headers.etag) };
    const fast = await get('/api/games.php', headers);
    const slow = await throughExpress(headers);

    expect(fast.throughExpress).toBe(!shortcutTaken);
    expect(fast.answer.status).toBe(304);
    expect(fast.answer.body).toHaveLength(0);
    expect(withoutDate(fast.answer.headers)).toEqual(withoutDate(slow.answer.headers));
  });

  test('its answers are counted in the metrics like the others, 200 and 304 alike', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await get('/api/games.php', gzip);
    const counted = async () => {
      const text = await scrape(service, metricsToken);
      const listed = { route: '/api/games.php', method: 'GET' };
      return {
        ok: sample(text, 'gamevault_http_requests_total', { ...listed, status: '200' }),
        notModified: sample(text, 'gamevault_http_requests_total', { ...listed, status: '304' }),
        timed: sample(text, 'gamevault_http_request_duration_seconds_count', listed),
      };
    };
    const before = await counted();
    const fast = await get('/api/games.php', gzip);
    const current = await get('/api/games.php', {
      ...gzip,
      'if-none-match': String(first.answer.headers.etag),
    });

    expect(fast.throughExpress).toBe(!shortcutTaken);
    expect(current.throughExpress).toBe(!shortcutTaken);
    expect(current.answer.status).toBe(304);
    const after = await counted();
    expect(after.ok - before.ok).toBe(1);
    expect(after.notModified - before.notModified).toBe(1);
    expect(after.timed - before.timed).toBe(2);
  });

  test('signed-in callers, identity answers, HEAD and other addresses go through Express', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    await get('/api/games.php', gzip);
    const signedIn = await get('/api/games.php', {
      ...gzip,
      authorization: `Bearer ${service.tokens.admin}`,
    });
    expect(signedIn.throughExpress).toBe(true);
    expect(signedIn.answer.headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/games.php', { 'accept-encoding': 'identity' })).throughExpress).toBe(true);
    expect((await get('/api/games.php?slug=none', gzip)).throughExpress).toBe(true);
    expect((await get('/api/users.php', gzip)).throughExpress).toBe(true);

    const before = expressCalls;
    const head = await service.request('HEAD', '/api/games.php', { headers: gzip });
    expect(head.status).toBe(200);
    expect(expressCalls).toBeGreaterThan(before);
  });

  test('a GET with a body goes through Express, whose JSON parser answers for it', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    await get('/api/games.php', gzip);
    const before = expressCalls;
    const answer = await rawGet(
      `${service.url}/api/games.php`,
      { ...gzip, 'content-type': 'application/json' },
      '{"not json',
    );
    expect(expressCalls).toBeGreaterThan(before);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toEqual({ error: 'Request body must be valid JSON' });
  });

  test('a write makes the next read a fresh list, built through Express', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const before = await get('/api/games.php', gzip);
    await createGame(service, { title: 'Shortcut After Write' });

    const next = await get('/api/games.php', gzip);
    expect(next.throughExpress).toBe(true);
    expect(next.answer.headers.etag).not.toBe(before.answer.headers.etag);
    const again = await get('/api/games.php', gzip);
    expect(again.throughExpress).toBe(!shortcutTaken);
    expect(again.answer.headers.etag).toBe(next.answer.headers.etag);
  });
});
