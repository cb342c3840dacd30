import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Logger } from 'pino';
import { pino } from 'pino';

import { createLogger } from '../../../../server/logger.ts';
import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { dmcaNotice } from '../../../support/submissions.ts';

/** Baseline S39 (error masking) and the REST service's answers to unknown paths and methods. */

/** The server's own logger configuration, writing to memory instead of fd 1. */
function capturedLogger(): { logger: Logger; chunks: string[] } {
  const chunks: string[] = [];
  const logger = createLogger('info');
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (c: string) => void chunks.push(c),
  };
  return { logger, chunks };
}

const masked = [
  { status: 500, body: { error: 'Internal server error' } },
  { status: 503, body: { error: 'Service temporarily unavailable' } },
];
const internals =
  /sqlite|relation|postgres|pg_|kysely|stack|select |insert |\/work\/|node_modules|\.ts:\d|at [\w.]+ \(/i;

describe.each(databaseKinds)('error answers on %s', (kind) => {
  let service: TestService;
  const { logger, chunks } = capturedLogger();
  beforeAll(async () => {
    service = await startTestService(kind, { log: logger });
  });
  afterAll(async () => {
    // The database was closed under the service on purpose; closing it again may complain.
    await service.stop().catch(() => undefined);
  });

  test.each(['/api/nope.php', '/api/games', '/api/games.php/extra', '/api/../api/nope.php'])(
    'the unknown API path %s answers 404 {"error":"Not found"} as JSON',
    async (path) => {
      const answer = await service.request('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Not found' });
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    },
  );

  test.each([
    ['PATCH', '/api/games.php'],
    ['PUT', '/api/games.php'],
    ['PATCH', '/api/users.php'],
    ['DELETE', '/api/dmca_notices.php'],
    ['GET', '/api/submit_dmca.php'],
    ['GET', '/api/submit_game_request.php'],
    ['GET', '/api/submit_contact.php'],
    ['GET', '/api/submit_issue_report.php'],
    ['GET', '/api/newsletter.php?action=subscribe'],
    ['GET', '/api/auth.php?action=login'],
    ['PUT', '/api/account.php?action=profile'],
  ])('%s %s answers 405 {"error":"Method not allowed"}', async (method, path) => {
    const json = method === 'GET' ? undefined : {};
    const answer = await service.request(method, path, { token: service.tokens.admin, json });
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ error: 'Method not allowed' });
  });

  test('an account action called with the wrong method answers 405, an unknown action 400', async () => {
    const wrong = await service.request('GET', '/api/account.php?action=update-settings', {
      token: service.tokens.user,
    });
    expect(wrong.status).toBe(405);
    const unknown = await service.request('GET', '/api/account.php?action=nothing', {
      token: service.tokens.user,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'Unknown action' });
  });

  // This closes the database: it must stay the last test of the suite.
  test('with the database closed, calls answer a masked 500/503 and the log keeps the detail (S39)', async () => {
    await service.running.db.close();
    const start = chunks.length;
    const calls = [
      service.request('GET', '/api/games.php?slug=x'),
      service.request('GET', '/api/games.php'),
      service.request('POST', '/api/submit_dmca.php', { json: dmcaNotice }),
      service.request('GET', '/api/dmca_notices.php', { token: service.tokens.admin }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(masked).toContainEqual({ status: answer.status, body: answer.body });
      expect(answer.text).not.toMatch(internals);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }

    await new Promise((resolve) => setTimeout(resolve, 50));
    const errors = chunks
      .slice(start)
      .map(
        (chunk) =>
          JSON.parse(chunk) as { msg?: string; reqId?: string; err?: { message?: string; stack?: string } },
      )
      .filter((line) => line.msg === 'request failed');
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(line.err?.message).toBeTruthy();
      expect(line.err?.stack).toBeTruthy();
    }
  });
});
