import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Redis } from 'ioredis';

import { defaultLimits } from '../../server/config.ts';
import { addressKeys } from '../../server/privacy/addressKey.ts';
import { messages } from '../../shared/validation/messages.ts';
import { fromVisitor } from '../support/audit.ts';
import { commentHelpers } from '../support/comments.ts';
import { databaseKinds } from '../support/databases.ts';
import type { ApiResponse } from '../support/http.ts';
import type { TestRedis } from '../support/redisServer.ts';
import { startTestRedis } from '../support/redisServer.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';
import { gameReport } from '../support/submissions.ts';

/**
 * Issue 32, abuse: 5 comments (posts and edits) and 60 likes per 10 minutes, 10 reports (of games
 * and comments together) per hour, each per account and per address; past one, 429 with
 * Retry-After and nothing stored. The same text from one account on one game within a minute: 409.
 */

const productLimits = {
  commentWritesPerTenMinutes: defaultLimits.commentWritesPerTenMinutes,
  commentLikesPerTenMinutes: defaultLimits.commentLikesPerTenMinutes,
  reportsPerHour: defaultLimits.reportsPerHour,
};

function expectLimited(answer: ApiResponse, windowSeconds: number) {
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 429,
    body: { error: messages.tooManyRequests },
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe.each(databaseKinds)('comment and report limits on %s', (kind) => {
  let service: TestService;
  const helpers = commentHelpers(() => service);
  const { createGame, commenter, page, stored } = helpers;
  let gameId: number;
  let address = 0;
  /** Calls as the GraphQL layer does for a visitor at an address no other test uses. */
  const newAddress = () => {
    address += 1;
    return fromVisitor(service, `198.51.100.${address}`);
  };
  const request = (method: string, path: string, token: string | undefined, json: unknown, headers: object) =>
    service.request(method, `/api${path}`, { token, json, headers: headers as Record<string, string> });

  beforeAll(async () => {
    service = await startTestService(kind, { limits: productLimits });
    gameId = await createGame();
  });
  afterAll(() => service.stop());

  test('the sixth comment in 10 minutes (posts and edits together) answers 429 and stores nothing', async () => {
    const robin = await commenter('Robin');
    const from = newAddress();
    const first = await request('POST', '/comments.php', robin.token, { gameId, content: 'Post 1' }, from);
    expect(first.status).toBe(201);
    for (const n of [2, 3]) {
      expect(
        (await request('POST', '/comments.php', robin.token, { gameId, content: `Post ${n}` }, from)).status,
      ).toBe(201);
    }
    const id = first.body.comment.id as number;
    for (const n of [1, 2]) {
      const edited = await request(
        'PUT',
        `/comments.php?id=${id}`,
        robin.token,
        { content: `Edit ${n}` },
        from,
      );
      expect(edited.status).toBe(200);
    }
    const before = await stored();
    expectLimited(
      await request('POST', '/comments.php', robin.token, { gameId, content: 'Post 4' }, from),
      600,
    );
    expectLimited(
      await request('PUT', `/comments.php?id=${id}`, robin.token, { content: 'Edit 3' }, from),
      600,
    );
    // The account's budget holds from another address too.
    expectLimited(
      await request('POST', '/comments.php', robin.token, { gameId, content: 'Post 4' }, newAddress()),
      600,
    );
    expect(await stored()).toEqual(before);
  });

  test("an address's budget holds for every account behind it", async () => {
    const from = newAddress();
    const accounts = [await commenter('First'), await commenter('Second')];
    for (let n = 0; n < 5; n += 1) {
      const author = accounts[n % 2] as (typeof accounts)[number];
      expect(
        (await request('POST', '/comments.php', author.token, { gameId, content: `Shared ${n}` }, from))
          .status,
      ).toBe(201);
    }
    const third = await commenter('Third');
    expectLimited(
      await request('POST', '/comments.php', third.token, { gameId, content: 'One more' }, from),
      600,
    );
    expect(
      (await request('POST', '/comments.php', third.token, { gameId, content: 'Elsewhere' }, newAddress()))
        .status,
    ).toBe(201);
  });

  test('the 61st like in 10 minutes answers 429 and stores nothing', async () => {
    const author = await commenter('Author');
    const liker = await commenter('Liker');
    const from = newAddress();
    const created = await request(
      'POST',
      '/comments.php',
      author.token,
      { gameId, content: 'Likeable' },
      from,
    );
    const target = await request(
      'POST',
      '/comments.php',
      author.token,
      { gameId, content: 'Untouched' },
      from,
    );
    const id = created.body.comment.id as number;
    for (let n = 0; n < 60; n += 1) {
      expect(
        (await request('POST', `/comments.php?id=${id}&action=like`, liker.token, {}, from)).status,
      ).toBe(200);
    }
    const before = await stored();
    const untouched = target.body.comment.id as number;
    expectLimited(
      await request('POST', `/comments.php?id=${untouched}&action=like`, liker.token, {}, from),
      600,
    );
    expect(await stored()).toEqual(before);
  });

  test('the 11th report in an hour, of games and comments together, answers 429 and stores nothing', async () => {
    const author = await commenter('Reported');
    const reporter = await commenter('Reporter');
    const from = newAddress();
    const comment = await request(
      'POST',
      '/comments.php',
      author.token,
      { gameId, content: 'Report me' },
      newAddress(),
    );
    const commentId = comment.body.comment.id as number;
    for (let n = 0; n < 5; n += 1) {
      expect(
        (await request('POST', '/submit_report.php', reporter.token, { ...gameReport, gameId }, from)).status,
      ).toBe(201);
      const reported = await request(
        'POST',
        `/comments.php?id=${commentId}&action=report`,
        reporter.token,
        { reason: 'Spam' },
        from,
      );
      expect(reported.status).toBe(201);
    }
    const before = await stored();
    expectLimited(
      await request('POST', '/submit_report.php', reporter.token, { ...gameReport, gameId }, from),
      3600,
    );
    const other = await commenter('Other');
    expectLimited(
      await request(
        'POST',
        `/comments.php?id=${commentId}&action=report`,
        other.token,
        { reason: 'Spam' },
        from,
      ),
      3600,
    );
    // Anonymous game reports count per address.
    const anonymous = newAddress();
    for (let n = 0; n < 10; n += 1) {
      expect(
        (await request('POST', '/submit_report.php', undefined, { ...gameReport, gameId }, anonymous)).status,
      ).toBe(201);
    }
    const afterAnonymous = await stored();
    expectLimited(
      await request('POST', '/submit_report.php', undefined, { ...gameReport, gameId }, anonymous),
      3600,
    );
    expect(await stored()).toEqual(afterAnonymous);
    expect(before.reports.length + 10).toBe(afterAnonymous.reports.length);
  });

  test('the same text from one account on one game within a minute answers 409; elsewhere or later it posts', async () => {
    const robin = await commenter('Repeater');
    const from = newAddress();
    const first = await request(
      'POST',
      '/comments.php',
      robin.token,
      { gameId, content: 'Great game!' },
      from,
    );
    expect(first.status).toBe(201);
    const before = await stored();
    const again = await request(
      'POST',
      '/comments.php',
      robin.token,
      { gameId, content: '  Great game!  ' },
      from,
    );
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { error: messages.comment.duplicate },
    });
    expect(await stored()).toEqual(before);

    const otherGame = await createGame();
    expect(
      (
        await request(
          'POST',
          '/comments.php',
          robin.token,
          { gameId: otherGame, content: 'Great game!' },
          from,
        )
      ).status,
    ).toBe(201);
    // A minute later (the first comment's time moved back) the same text posts again.
    await service.running.db.kysely
      .updateTable('comments')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('id', '=', first.body.comment.id as number)
      .execute();
    expect(
      (await request('POST', '/comments.php', robin.token, { gameId, content: 'Great game!' }, from)).status,
    ).toBe(201);
    const texts = (await page(gameId)).body.comments.filter(
      (comment: { content: string; author: { name: string } }) => comment.author.name === 'Repeater',
    );
    expect(texts).toHaveLength(2);
  });

  test('two identical posts sent at once store one comment', async () => {
    const robin = await commenter('Racer');
    const send = () => helpers.post(robin.token, { gameId, content: 'Sent twice at once' });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('comment limits with Redis', () => {
  let redis: TestRedis;
  let service: TestService;
  const { createGame, commenter, post } = commentHelpers(() => service);
  beforeAll(async () => {
    redis = await startTestRedis();
    service = await startTestService('sqlite', { limits: productLimits, env: { REDIS_URL: redis.url } });
  }, 30_000);
  afterAll(async () => {
    await service.stop();
    await redis.stop();
  });

  test('the budget is counted in Redis, shared by every instance, under a keyed hash of the address', async () => {
    const gameId = await createGame();
    const robin = await commenter('Robin');
    for (let n = 0; n < 5; n += 1)
      expect((await post(robin.token, { gameId, content: `Post ${n}` })).status).toBe(201);
    expect((await post(robin.token, { gameId, content: 'One too many' })).status).toBe(429);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('gamevault:limit:comments.writes*');
      // The suite's requests come from 127.0.0.1.
      const address = addressKeys(service.config.jwtSecret)('127.0.0.1');
      expect(keys).toEqual(
        expect.arrayContaining([
          `gamevault:limit:comments.writes.account:user:${robin.id}`,
          `gamevault:limit:comments.writes.address:${address}`,
        ]),
      );
      expect(keys.filter((key) => key.includes('127.0.0.1'))).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});
