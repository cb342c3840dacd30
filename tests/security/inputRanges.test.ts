import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import express from 'express';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';

import { createLogger } from '../../server/logger.ts';
import { restErrorHandler } from '../../server/rest/express/errorHandler.ts';
import { databaseKinds, postgresSkipped } from '../support/databases.ts';
import type { FieldKind, JsonEndpoint } from '../support/fixtures/inputEndpoints.ts';
import {
  fieldOf,
  gameDataForm,
  gameFormBody,
  gameFormFields,
  inputSuite,
  jsonEndpoints,
  storedState,
  withField,
} from '../support/fixtures/inputEndpoints.ts';
import { gameForm } from '../support/games.ts';
import type { ApiResponse } from '../support/http.ts';
import { httpClient } from '../support/http.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';
import { dmcaNotice, gameRequest } from '../support/submissions.ts';

/**
 * Baseline S46: input that one database cannot store. PostgreSQL refuses NUL bytes in text and
 * integers past its `integer` columns, where SQLite stores them: both answer the same 400 naming
 * the field, never 500, and store nothing.
 */

const catalogue = jsonEndpoints({
  victimId: 0,
  gameId: 0,
  noticeId: 0,
  requestId: 0,
  commentId: 0,
  reportId: 0,
});
const textKinds = new Set<FieldKind>(['text', 'multiline', 'email', 'password', 'choice', 'list']);
/** Never reaches the database: a sign-in password is only compared with a hash, so it answers 401. */
const comparedOnly = new Set(['auth login password']);

const textFields = (fields: Record<string, FieldKind>) =>
  Object.entries(fields).filter(([, kind]) => textKinds.has(kind));

/** The valid value with a control character inside it (or as a list entry, for lists). */
function withCharacter(valid: unknown, character: string): unknown {
  if (Array.isArray(valid)) return [...(valid as unknown[]), `entry${character}`];
  const text = String(valid);
  return `${text.slice(0, 1)}${character}${text.slice(1)}`;
}

function expectFieldRefused(answer: ApiResponse, path: string, what: string) {
  expect({ what, status: answer.status, fields: Object.keys(answer.body?.fields ?? {}) }).toEqual({
    what,
    status: 400,
    fields: expect.arrayContaining([path]),
  });
}

const outOfRange: unknown[] = [2_147_483_648, 99_999_999_999, 1e12, 2 ** 53 + 2, '2147483648', '99999999999'];
const outOfRangeText = ['2147483648', '9999999999', '99999999999', '1e12'];
const largestId = 2_147_483_647;

describe.each(databaseKinds)('S46 input one database cannot store, on %s', (kind) => {
  const suite = inputSuite(kind);

  describe.each(catalogue.filter((endpoint) => textFields(endpoint.fields).length > 0))(
    '$name',
    ({ name, fields }) => {
      const endpoint = () =>
        jsonEndpoints(suite.targets).find((candidate) => candidate.name === name) as JsonEndpoint;

      test.each(textFields(fields))(
        'a NUL byte or another control character in %s answers 400 naming it and stores nothing',
        async (path, fieldKind) => {
          const current = endpoint();
          const valid = fieldOf(current.body, path);
          const characters =
            fieldKind === 'multiline' ? ['\u0000', '\u001b'] : ['\u0000', '\u001b', '\t', '\n'];
          for (const character of characters) {
            const what = `${JSON.stringify(character)} in ${path}`;
            const answer = await suite.send(
              current,
              withField(current.body, path, withCharacter(valid, character)),
            );
            if (comparedOnly.has(`${name} ${path}`))
              expect({ what, status: answer.status }).toEqual({ what, status: 401 });
            else expectFieldRefused(answer, path, what);
          }
          expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
        },
      );
    },
  );

  test.each(Object.entries(gameFormFields).filter(([, fieldKind]) => textKinds.has(fieldKind)))(
    'games.php: a NUL byte in %s answers 400 naming it and stores nothing',
    async (path) => {
      const body = gameFormBody(`nul-${process.pid}`);
      const answer = await suite.service.request('POST', '/api/games.php', {
        token: suite.service.tokens.admin,
        form: gameDataForm(withField(body, path, withCharacter(fieldOf(body, path), '\u0000'))),
      });
      expectFieldRefused(answer, path, path);
      expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
    },
  );

  test('multi-line fields keep their line breaks and tabs', async () => {
    const text = 'First line\n\tindented\r\nlast line';
    const notice = await suite.service.request('POST', '/api/submit_dmca.php', {
      json: { ...dmcaNotice, description: text },
    });
    const request = await suite.service.request('POST', '/api/submit_game_request.php', {
      json: { ...gameRequest, additional_info: text },
    });
    const game = await suite.service.request('POST', '/api/games.php', {
      token: suite.service.tokens.admin,
      form: gameDataForm({ ...gameFormBody(`lines-${process.pid}`), description: text, generalNotes: text }),
    });
    expect([notice.status, request.status, game.status]).toEqual([201, 201, 201]);
    const notices = await suite.service.request('GET', '/api/dmca_notices.php', {
      token: suite.service.tokens.admin,
    });
    const requests = await suite.service.request('GET', '/api/game_requests.php', {
      token: suite.service.tokens.admin,
    });
    const find = (list: Array<{ id: number }>, id: number) => list.find((item) => item.id === id);
    expect(find(notices.body.dmcaNotices, notice.body.id)).toMatchObject({ description: text });
    expect(find(requests.body.gameRequests, request.body.id)).toMatchObject({ additional_info: text });
    expect(game.body.game).toMatchObject({ description: text, generalNotes: text });
    suite.before = await storedState(suite.service, suite.memberToken);
  });

  test.each([
    ['GET', '/api/games.php?slug=supertuxkart%00', 'slug'],
    ['GET', '/api/games.php?slug=%00', 'slug'],
    ['GET', '/api/games.php?slug=a%00b%1b', 'slug'],
    ['DELETE', '/api/games.php?id=1%00', 'id'],
    ['PUT', '/api/users.php?id=%00', 'id'],
    ['GET', '/api/account.php?action=profile%00', 'action'],
  ])('%s %s: a NUL byte in a query parameter answers 400 naming it', async (method, path, name) => {
    const answer = await suite.service.request(method, path, {
      token: path.includes('account.php') ? suite.memberToken : suite.service.tokens.admin,
      json: method === 'PUT' ? { role: 'user' } : undefined,
    });
    expectFieldRefused(answer, name, path);
    expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
  });

  describe('ids past the 32-bit range of the id columns', () => {
    const idCalls = (id: unknown): Array<[string, () => Promise<ApiResponse>, string]> => [
      [
        'users.php DELETE body id',
        () =>
          suite.service.request('DELETE', '/api/users.php', {
            token: suite.service.tokens.admin,
            json: { id },
          }),
        'id',
      ],
      [
        'dmca_notices.php PUT id',
        () =>
          suite.service.request('PUT', '/api/dmca_notices.php', {
            token: suite.service.tokens.admin,
            json: { id, status: 'resolved' },
          }),
        'id',
      ],
      [
        'game_requests.php PUT id',
        () =>
          suite.service.request('PUT', '/api/game_requests.php', {
            token: suite.service.tokens.admin,
            json: { id, status: 'approved' },
          }),
        'id',
      ],
      [
        'account toggle-favorite gameId',
        () =>
          suite.service.request('POST', '/api/account.php?action=toggle-favorite', {
            token: suite.memberToken,
            json: { gameId: id },
          }),
        'gameId',
      ],
      [
        'account record-download gameId',
        () =>
          suite.service.request('POST', '/api/account.php?action=record-download', {
            token: suite.memberToken,
            json: { gameId: id },
          }),
        'gameId',
      ],
    ];
    const queryCalls = (id: string): Array<[string, () => Promise<ApiResponse>]> => [
      [
        'games.php DELETE ?id=',
        () =>
          suite.service.request('DELETE', `/api/games.php?id=${id}`, { token: suite.service.tokens.admin }),
      ],
      [
        'games.php POST ?id=',
        () =>
          suite.service.request('POST', `/api/games.php?id=${id}`, {
            token: suite.service.tokens.admin,
            form: gameForm(gameFormBody(`range-${process.pid}`), [], { _method: 'PUT' }),
          }),
      ],
      [
        'users.php PUT ?id=',
        () =>
          suite.service.request('PUT', `/api/users.php?id=${id}`, {
            token: suite.service.tokens.admin,
            json: { role: 'user' },
          }),
      ],
    ];

    test.each(outOfRange)(
      'the id %p answers 400 naming the field on every body that takes one',
      async (id) => {
        for (const [what, call, field] of idCalls(id)) expectFieldRefused(await call(), field, what);
        expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
      },
    );

    test.each(outOfRangeText)('?id=%s answers 400 naming id on every path that takes one', async (id) => {
      for (const [what, call] of queryCalls(id)) expectFieldRefused(await call(), 'id', what);
      expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
    });

    test('the largest id the columns hold is looked up and not found (404), never refused by the database', async () => {
      for (const [what, call] of [
        ...idCalls(largestId).map(([name, run]) => [name, run] as const),
        ...queryCalls(String(largestId)),
      ]) {
        expect({ what, status: (await call()).status }).toEqual({ what, status: 404 });
      }
      expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
    });
  });

  test.each([1e12, 2_147_483_648, -2_147_483_649, 1e308, '99999999999'])(
    'release_year %p answers 400 naming it',
    async (year) => {
      const answer = await suite.service.request('POST', '/api/submit_game_request.php', {
        json: { ...gameRequest, release_year: year },
      });
      expectFieldRefused(answer, 'release_year', String(year));
      expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
    },
  );
});

/** The error handler, fed the errors a real PostgreSQL raises for values it cannot take. */
(postgresSkipped ? describe.skip : describe)('S46 PostgreSQL data exceptions answer 400, not 500', () => {
  let service: TestService;
  let server: Server;
  let request: ReturnType<typeof httpClient>;
  const probes: Record<string, RawBuilder<unknown>> = {
    'a NUL byte in text (22021)': sql`select ${'a\u0000b'}::text`,
    'an integer past the column range (22003)': sql`select ${'2147483648'}::integer`,
    'text that is no number (22P02)': sql`select ${'abc'}::integer`,
    'a NUL escape in JSON (22P05)': sql`select ${'"\\u0000"'}::jsonb`,
    'an impossible date (22008)': sql`select ${'2024-02-30'}::date`,
    'an unknown table (42P01)': sql`select * from no_such_table`,
  };

  beforeAll(async () => {
    service = await startTestService('postgres');
    const app = express();
    app.get('/probe/:name', async (req, res) => {
      await (probes[req.params.name] as RawBuilder<unknown>).execute(service.running.db.kysely);
      res.json({ ok: true });
    });
    app.use(restErrorHandler(createLogger('silent'), () => '127.0.0.1'));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    request = httpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await service.stop();
  });

  test.each(Object.keys(probes).filter((name) => !name.includes('42P01')))(
    '%s → 400 Invalid request',
    async (name) => {
      const answer = await request('GET', `/probe/${encodeURIComponent(name)}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Invalid request' });
    },
  );

  test('a fault that is not the input stays a masked 500', async () => {
    const answer = await request('GET', `/probe/${encodeURIComponent('an unknown table (42P01)')}`);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'Internal server error' });
  });
});
