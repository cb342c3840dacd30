import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { postgresSkipped, proxiedPostgresDatabase } from '../support/databases.ts';
import { gameData, gameForm, imageBytes } from '../support/games.ts';
import { gql } from '../support/graphql.ts';
import type { ApiResponse } from '../support/http.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';
import { gameRequest } from '../support/submissions.ts';
import type { TcpProxy } from '../support/tcpProxy.ts';

/** SECURITY-BASELINE F3 and F4: the database out of reach or locked for a few seconds. */

const internals = /sqlite|postgres|pg_|kysely|econn|stack|select |insert |\/tmp\/|node_modules|\.ts:\d/i;

function expectUnavailable(answer: ApiResponse) {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 503,
    body: { error: 'Service temporarily unavailable' },
  });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.text).not.toMatch(internals);
}

/** A promise and whether it has settled yet. */
function watched<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  void promise.finally(() => (state.settled = true));
  return state;
}

let submissions = 0;
const submit = (service: TestService) =>
  service.request('POST', '/api/submit_game_request.php', {
    json: { ...gameRequest, game_title: `Outage Request ${++submissions}` },
  });
const profile = (service: TestService) =>
  service.request('GET', '/api/account.php?action=profile', { token: service.tokens.user });

(postgresSkipped ? describe.skip : describe)('PostgreSQL out of reach for a few seconds (F3)', () => {
  let proxy: TcpProxy;
  let service: TestService;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await proxiedPostgresDatabase();
    ({ proxy, drop } = database);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gv-outage-'));
    service = await startTestService('postgres', { reuse: { dataDir, databaseUrl: database.url } });
  });
  afterAll(async () => {
    await proxy.restore();
    await service.stop();
    await proxy.close();
    await drop();
  });

  test('reads and writes answer a masked 503 with Retry-After while it is down, and work again once it is back', async () => {
    expect((await profile(service)).status).toBe(200);
    expect((await submit(service)).status).toBe(201);

    await proxy.refuse();
    for (let i = 0; i < 3; i++) {
      expectUnavailable(await profile(service));
      expectUnavailable(await submit(service));
    }
    const graphql = await gql(service, '{ me { email } }', undefined, service.tokens.user);
    expect(graphql.body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(JSON.stringify(graphql.body)).not.toMatch(internals);
    const notReady = await service.request('GET', '/readyz');
    expect({ status: notReady.status, body: notReady.body }).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failed' } },
    });
    expect((await service.request('GET', '/healthz')).status).toBe(200);

    await proxy.restore();
    const back = performance.now();
    let answer = await profile(service);
    while (answer.status !== 200 && performance.now() - back < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await profile(service);
    }
    expect(answer.status).toBe(200);
    expect((await submit(service)).status).toBe(201);
    expect((await service.request('GET', '/readyz')).status).toBe(200);
    // The GraphQL layer's circuit breaker closes again by itself (it opens for 10 s at most).
    let me = await gql(service, '{ me { email } }', undefined, service.tokens.user);
    while (me.body.errors && performance.now() - back < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      me = await gql(service, '{ me { email } }', undefined, service.tokens.user);
    }
    expect(me.body.errors).toBeUndefined();
  }, 40_000);
});

describe('SQLite locked by another connection (F4)', () => {
  let service: TestService;
  let gameId = 0;
  beforeAll(async () => {
    service = await startTestService('sqlite');
    const form = gameForm(gameData({ slug: 'locked-out', title: 'Locked Out' }), [
      { field: 'cover_image', bytes: await imageBytes('png') },
    ]);
    gameId = (await service.request('POST', '/api/games.php', { token: service.tokens.admin, form })).body
      .game.id;
  });
  afterAll(() => service.stop());

  const lockHolder = () => new DatabaseSync(service.config.databaseUrl.replace(/^sqlite:/, ''));
  const toggleFavorite = () =>
    service.request('POST', '/api/account.php?action=toggle-favorite', {
      token: service.tokens.user,
      json: { gameId },
    });

  test('writes wait for the lock without stopping reads, then answer 503; after it is released they succeed', async () => {
    const holder = lockHolder();
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const single = watched(submit(service));
      const inTransaction = watched(toggleFavorite());
      // Reads go on under WAL, and are answered while both writes are still waiting.
      expect((await profile(service)).status).toBe(200);
      expect((await service.request('GET', `/api/games.php?id=${gameId}`)).status).toBe(200);
      expect({ single: single.settled, inTransaction: inTransaction.settled }).toEqual({
        single: false,
        inTransaction: false,
      });
      expectUnavailable(await single.promise);
      expectUnavailable(await inTransaction.promise);

      // A write that finds the lock held but sees it released within the wait succeeds.
      const patient = watched(submit(service));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(patient.settled).toBe(false);
      holder.exec('COMMIT');
      expect((await patient.promise).status).toBe(201);
    } finally {
      if (holder.isTransaction) holder.exec('ROLLBACK');
    }

    expect((await submit(service)).status).toBe(201);
    expect((await toggleFavorite()).body.favorited).toBe(true);
    expect(holder.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    holder.close();
  }, 30_000);
});
