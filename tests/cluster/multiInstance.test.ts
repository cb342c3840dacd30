import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';

import { messages } from '../../shared/validation/messages.ts';
import type { ChildServer, Storage } from '../support/childServer.ts';
import { createStorage, signIn } from '../support/childServer.ts';
import { postgresSkipped } from '../support/databases.ts';
import { imageBytes } from '../support/games.ts';
import {
  createGameThrough,
  graphqlTitles,
  login,
  restTitles,
  sharedSecrets,
  sitemapSlugs,
  startPair,
  stopPair,
} from '../support/instancePair.ts';
import type { TestRedis } from '../support/redisServer.ts';
import { startTestRedis } from '../support/redisServer.ts';
import type { TestS3 } from '../support/s3Server.ts';
import { startTestS3 } from '../support/s3Server.ts';
import { adminCredentials } from '../support/service.ts';
import { newsletterSubscription } from '../support/submissions.ts';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: what one instance
 * counts or writes holds on the other (issue: many instances).
 */

const describeOnPostgres = postgresSkipped ? describe.skip : describe;

/** Polls `read` until it holds `title`; answers how long that took. */
async function msUntilListed(read: () => Promise<string[]>, title: string, limitMs = 5000): Promise<number> {
  const started = performance.now();
  while (!(await read()).includes(title)) {
    if (performance.now() - started > limitMs)
      throw new Error(`${title} was not listed within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.now() - started;
}

/** Counts failed logins for one account, alternating instances, until one answers 429. */
async function failuresUntilLocked(servers: ChildServer[], email: string, most = 20): Promise<number> {
  for (let attempt = 0; attempt < most; attempt += 1) {
    const answer = await login(servers[attempt % servers.length] as ChildServer, email, 'Wrong-Pass-000');
    if (answer.status === 429) return attempt;
    expect(answer.status).toBe(401);
  }
  throw new Error(`no lock after ${most} failed logins`);
}

const subscribe = (server: ChildServer, email: string) =>
  fetch(`${server.url}/api/newsletter.php?action=subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...newsletterSubscription, email }),
  });

/** `users.php` as the console calls it, with `id` in the query for updates. */
const usersCall = (server: ChildServer, token: string, method: string, body?: object, id?: number) =>
  fetch(`${server.url}/api/users.php${id === undefined ? '' : `?id=${id}`}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });

async function listedUsers(server: ChildServer, token: string): Promise<{ id: number; role: string }[]> {
  const answer = await usersCall(server, token, 'GET');
  if (answer.status !== 200) throw new Error(`users.php answered ${answer.status}`);
  return ((await answer.json()) as { users: { id: number; role: string }[] }).users;
}

const ready = async (server: ChildServer) => (await fetch(`${server.url}/readyz`)).status;

describeOnPostgres('two instances sharing PostgreSQL and Redis', () => {
  let storage: Storage;
  let redis: TestRedis;
  let s3: TestS3;
  let a: ChildServer | undefined;
  let b: ChildServer | undefined;
  let token: string;
  const instanceA = () => a as ChildServer;
  const instanceB = () => b as ChildServer;

  beforeAll(async () => {
    storage = await createStorage('postgres');
    redis = await startTestRedis();
    s3 = await startTestS3();
    [a, b] = await startPair(storage, { ...sharedSecrets(), REDIS_URL: redis.url, ...s3.env() });
    token = await signIn(instanceA().url);
  }, 60_000);
  afterAll(async () => {
    await stopPair([a, b]);
    await redis.stop();
    await s3.stop();
    await storage.drop();
  });

  test('failed logins spread over both instances are counted together and lock as one', async () => {
    // Five failures per account and address (the default), whichever instance saw them.
    expect(await failuresUntilLocked([instanceA(), instanceB()], adminCredentials.email)).toBe(5);
    expect((await login(instanceA(), adminCredentials.email, adminCredentials.password)).status).toBe(429);
    expect((await login(instanceB(), adminCredentials.email, adminCredentials.password)).status).toBe(429);
  });

  test('a rate limit spent on A holds on B', async () => {
    // Ten newsletter sign-ups per address and hour (the default).
    for (let n = 0; n < 10; n += 1) {
      expect((await subscribe(instanceA(), `reader${n}@players.example`)).status).toBe(200);
    }
    const refused = await subscribe(instanceB(), 'reader10@players.example');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('a game created through A appears in B’s REST list, GraphQL games and sitemap within one second', async () => {
    // B has its caches warm before the write.
    expect(await restTitles(instanceB())).not.toContain('Shared Catalogue Kart');
    expect(await graphqlTitles(instanceB())).not.toContain('Shared Catalogue Kart');
    expect(await sitemapSlugs(instanceB())).not.toContain('shared-catalogue-kart');
    await createGameThrough(instanceA(), token, 'Shared Catalogue Kart');
    expect(await msUntilListed(() => restTitles(instanceB()), 'Shared Catalogue Kart')).toBeLessThan(1000);
    expect(await msUntilListed(() => sitemapSlugs(instanceB()), 'shared-catalogue-kart')).toBeLessThan(1000);
    expect(await msUntilListed(() => graphqlTitles(instanceB()), 'Shared Catalogue Kart')).toBeLessThan(1000);
  });

  test('a cover uploaded through A is served and resized by B, and gone from both once B deletes the game', async () => {
    const cover = await imageBytes('png', 96);
    const game = await createGameThrough(instanceA(), token, 'Shared Cover Derby', [
      { field: 'cover_image', bytes: cover },
    ]);
    const served = await fetch(instanceB().url + game.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(96);
    const resized = await fetch(`${instanceB().url}/img?src=${encodeURIComponent(game.imageUrl)}&w=160`);
    expect(resized.status).toBe(200);

    const removed = await fetch(`${instanceB().url}/api/games.php?id=${game.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    expect((await fetch(instanceA().url + game.imageUrl)).status).toBe(404);
  });

  test('without Redis, reads go on, logins throttle per instance, and everything is shared again once it returns', async () => {
    await redis.stop();
    const warned = instanceA().logged('redis.unreachable');
    expect(await ready(instanceA())).toBe(503);
    await warned;
    expect(await restTitles(instanceA())).toContain('Shared Catalogue Kart');
    expect(await graphqlTitles(instanceB())).toContain('Shared Catalogue Kart');
    // Each instance now counts alone: five failures on A lock A only.
    const email = 'nobody-while-redis-is-down@players.example';
    expect(await failuresUntilLocked([instanceA()], email)).toBe(5);
    expect((await login(instanceB(), email, 'Wrong-Pass-000')).status).toBe(401);

    await redis.start();
    for (const server of [instanceA(), instanceB()]) {
      const deadline = Date.now() + 10_000;
      while ((await ready(server)) !== 200) {
        if (Date.now() > deadline) throw new Error('not ready again within 10 s of Redis returning');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const again = 'shared-again@players.example';
    expect(await failuresUntilLocked([instanceA(), instanceB()], again)).toBe(5);
  }, 60_000);
});

describeOnPostgres('two instances sharing PostgreSQL without Redis', () => {
  let storage: Storage;
  let a: ChildServer | undefined;
  let b: ChildServer | undefined;

  beforeAll(async () => {
    storage = await createStorage('postgres');
    [a, b] = await startPair(storage, sharedSecrets());
  }, 60_000);
  afterAll(async () => {
    await stopPair([a, b]);
    await storage.drop();
  });

  test('B’s REST list never serves data older than a write A acknowledged', async () => {
    const first = a as ChildServer;
    const second = b as ChildServer;
    const token = await signIn(first.url);
    for (const title of ['Versioned Racer One', 'Versioned Racer Two']) {
      expect(await restTitles(second)).not.toContain(title);
      await createGameThrough(first, token, title);
      // The very next read, without waiting.
      expect(await restTitles(second)).toContain(title);
    }
  });

  test('two admins demoting each other through different instances at once leave one admin, every time', async () => {
    const first = a as ChildServer;
    const second = b as ChildServer;
    const adminToken = await signIn(first.url);
    const adminId = (await listedUsers(first, adminToken)).find((user) => user.role === 'admin')?.id;
    const other = { email: 'second-admin@players.example', password: 'Second-Admin-42q' };
    const created = await usersCall(first, adminToken, 'POST', { ...other, role: 'admin' });
    expect(created.status).toBe(201);
    const otherId = ((await created.json()) as { user: { id: number } }).user.id;
    const otherToken = (
      (await (await login(second, other.email, other.password)).json()) as { token: string }
    ).token;

    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all([
        usersCall(first, adminToken, 'PUT', { role: 'user' }, otherId),
        usersCall(second, otherToken, 'PUT', { role: 'user' }, adminId),
      ]);
      // One wins. The other is refused: by the last-admin check, or (when the winner's write lands
      // before its caller's own role is read) as no longer an admin.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([400, 403]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.status !== 200) as Response;
      expect(await refused.json()).toEqual({
        error: refused.status === 400 ? 'At least one admin must remain' : messages.forbidden,
      });
      const admins = (
        await listedUsers(second, adminToken).catch(() => listedUsers(second, otherToken))
      ).filter((user) => user.role === 'admin');
      expect(admins).toHaveLength(1);
      // The one left promotes the other again for the next round.
      const [survivor] = admins;
      const [token, demoted] = survivor?.id === adminId ? [adminToken, otherId] : [otherToken, adminId];
      expect((await usersCall(first, token, 'PUT', { role: 'admin' }, demoted)).status).toBe(200);
    }
  });
});

describeOnPostgres('instances started together on an empty database', () => {
  let storage: Storage;
  const servers: ChildServer[] = [];

  beforeAll(async () => {
    storage = await createStorage('postgres');
  });
  afterAll(async () => {
    await stopPair(servers);
    await storage.drop();
  });

  test('both start, with one admin account and one demo catalogue between them', async () => {
    const env = { ...sharedSecrets(), SEED_DEMO: 'true' };
    const [first, second] = await startPair(storage, env, { together: true });
    servers.push(first, second);
    const token = await signIn(second.url);
    const users = await fetch(`${first.url}/api/users.php`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const admins = ((await users.json()) as { users: { role: string }[] }).users.filter(
      (user) => user.role === 'admin',
    );
    expect(admins).toHaveLength(1);
    const titles = await restTitles(first);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(titles.length);
    expect(await restTitles(second)).toEqual(titles);
  }, 90_000);
});
