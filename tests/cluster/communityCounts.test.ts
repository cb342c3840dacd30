import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';

import { messages } from '../../shared/validation/messages.ts';
import type { ChildServer, Storage } from '../support/childServer.ts';
import { createStorage, signIn } from '../support/childServer.ts';
import { newVisitorId } from '../support/community.ts';
import { postgresSkipped } from '../support/databases.ts';
import { createGameThrough, sharedSecrets, startPair, stopPair } from '../support/instancePair.ts';
import type { TestRedis } from '../support/redisServer.ts';
import { startTestRedis } from '../support/redisServer.ts';

/**
 * Two server processes on one PostgreSQL database and one Redis, as behind a load balancer: both
 * count, both flush every 10 s (the fixed period), and every counted event reaches the game once.
 */

const describeOnPostgres = postgresSkipped ? describe.skip : describe;

describeOnPostgres('community counts with two instances sharing PostgreSQL and Redis', () => {
  let storage: Storage;
  let redis: TestRedis;
  let servers: [ChildServer, ChildServer] | undefined;
  let gatewayKey: string;
  let database: pg.Client;

  beforeAll(async () => {
    storage = await createStorage('postgres');
    redis = await startTestRedis();
    const secrets = sharedSecrets();
    gatewayKey = secrets.GATEWAY_KEY;
    servers = await startPair(storage, { ...secrets, REDIS_URL: redis.url });
    database = new pg.Client({ connectionString: storage.databaseUrl });
    await database.connect();
  }, 60_000);
  afterAll(async () => {
    await database?.end();
    await stopPair(servers ?? []);
    await redis?.stop();
    await storage?.drop();
  });

  const instance = (index: number) => (servers as [ChildServer, ChildServer])[index % 2] as ChildServer;
  let addressCounter = 0;
  /** Sent as the GraphQL layer sends it: a visitor address of its own, behind the gateway key. */
  const count = (index: number, action: string, gameId: number, visitorId: string) => {
    addressCounter += 1;
    return fetch(`${instance(index).url}/api/community.php?action=${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-visitor-id': visitorId,
        'x-gateway-key': gatewayKey,
        'x-forwarded-for': `203.0.113.${addressCounter % 250}`,
      },
      body: JSON.stringify({ gameId }),
    });
  };
  const wireGame = async (index: number, slug: string) =>
    (await (await fetch(`${instance(index).url}/api/games.php?slug=${slug}`)).json()) as {
      views: number;
      stars: number;
      shares: number;
    };
  const gamesVersion = async () =>
    Number((await database.query("select version from data_versions where name = 'games'")).rows[0].version);

  test('stars and views counted on both instances reach the game once, on both, within two flushes', async () => {
    const token = await signIn(instance(0).url);
    const game = await createGameThrough(instance(0), token, 'Shared Stars Racer');
    const slug = 'shared-stars-racer';
    const version = await gamesVersion();
    const oneVisitor = newVisitorId();
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => count(i, 'star', game.id, newVisitorId())),
      ...Array.from({ length: 50 }, (_, i) => count(i, 'star', game.id, oneVisitor)),
      ...Array.from({ length: 20 }, (_, i) => count(i, 'view', game.id, newVisitorId())),
      // With the stars, the visitor's whole budget of 60 (the default) in ten minutes.
      ...Array.from({ length: 10 }, (_, i) => count(i, 'share', game.id, oneVisitor)),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);

    const started = performance.now();
    while ((await wireGame(0, slug)).stars !== 51 || (await wireGame(1, slug)).views !== 20) {
      expect(performance.now() - started).toBeLessThan(25_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const index of [0, 1]) {
      expect(await wireGame(index, slug)).toMatchObject({ stars: 51, views: 20, shares: 1 });
    }
    expect((await database.query('select count(*)::int as n from count_deltas')).rows[0].n).toBe(0);
    // Each flush that moved counts raised the version once: one or two flushes, one per instance at most.
    const raised = (await gamesVersion()) - version;
    expect(raised).toBeGreaterThanOrEqual(1);
    expect(raised).toBeLessThanOrEqual(4);
  }, 60_000);

  test("one visitor's budget of stars and shares is spent across both instances together", async () => {
    const token = await signIn(instance(0).url);
    const game = await createGameThrough(instance(0), token, 'Shared Budget Racer');
    const visitorId = newVisitorId();
    for (let i = 0; i < 60; i += 1) {
      expect((await count(i, i % 2 === 0 ? 'star' : 'share', game.id, visitorId)).status).toBe(200);
    }
    for (const index of [0, 1]) {
      const refused = await count(index, 'share', game.id, visitorId);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({ error: messages.tooManyRequests });
    }
  }, 30_000);
});
