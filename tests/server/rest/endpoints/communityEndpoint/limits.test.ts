import { describe, expect, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { communitySuite, newVisitorId } from '../../../../support/community.ts';
import { databaseKinds } from '../../../../support/databases.ts';

const budget = 5;

describe.each(databaseKinds)('community.php limits on %s', (kind) => {
  const { service, createGame, rowCount, newUser } = communitySuite(kind, {
    starsAndSharesPerTenMinutes: budget,
    ratingsPerTenMinutes: budget,
    viewsPerIpPerTenMinutes: budget,
    downloadsPerIpPerTenMinutes: budget,
  });
  let addressCounter = 0;
  /** A visitor address of its own, named as the GraphQL layer names it (gateway key + X-Forwarded-For). */
  const newAddress = () => {
    addressCounter += 1;
    return `198.51.100.${addressCounter}`;
  };
  const call = (
    action: string,
    json: unknown,
    from: { address: string; visitorId?: string; token?: string },
  ) =>
    service().request('POST', `/api/community.php?action=${action}`, {
      token: from.token,
      json,
      headers: {
        'X-Gateway-Key': service().config.gatewayKey,
        'X-Forwarded-For': from.address,
        ...(from.visitorId && { 'X-Visitor-Id': from.visitorId }),
      },
    });
  const expectRefused = (answer: Awaited<ReturnType<typeof call>>) => {
    expect([answer.status, answer.body]).toEqual([429, { error: messages.tooManyRequests }]);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  test('stars and shares together: past the budget of one visitor, 429 with Retry-After and nothing stored', async () => {
    const games = await Promise.all(
      Array.from({ length: budget + 1 }, (_, i) => createGame(`limit-visitor-${i}`)),
    );
    const visitorId = newVisitorId();
    for (const [index, gameId] of games.slice(0, budget).entries()) {
      // From a new address each time: only the visitor's budget is spent.
      const action = index % 2 === 0 ? 'star' : 'share';
      expect((await call(action, { gameId }, { address: newAddress(), visitorId })).status).toBe(200);
    }
    const before = { stars: await rowCount('game_stars'), shares: await rowCount('game_shares') };
    const deltas = await rowCount('count_deltas');
    for (const action of ['star', 'share']) {
      expectRefused(await call(action, { gameId: games[budget] }, { address: newAddress(), visitorId }));
    }
    expect({ stars: await rowCount('game_stars'), shares: await rowCount('game_shares') }).toEqual(before);
    expect(await rowCount('count_deltas')).toBe(deltas);
    // Another visitor is not held back by it.
    const other = await call(
      'star',
      { gameId: games[budget] },
      { address: newAddress(), visitorId: newVisitorId() },
    );
    expect(other.body).toEqual({ starred: true, counted: true });
  });

  test('stars past the budget of one address, whatever the visitor ids, are refused', async () => {
    const gameId = await createGame('limit-address');
    const address = newAddress();
    for (let i = 0; i < budget; i += 1) {
      expect((await call('star', { gameId }, { address, visitorId: newVisitorId() })).status).toBe(200);
    }
    const stars = await rowCount('game_stars');
    expectRefused(await call('star', { gameId }, { address, visitorId: newVisitorId() }));
    expect(await rowCount('game_stars')).toBe(stars);
  });

  test("an account's stars and unstars share its budget", async () => {
    const gameId = await createGame('limit-account-stars');
    const user = await newUser();
    for (let i = 0; i < budget; i += 1) {
      const action = i % 2 === 0 ? 'star' : 'unstar';
      expect((await call(action, { gameId }, { address: newAddress(), token: user.token })).status).toBe(200);
    }
    expectRefused(await call('unstar', { gameId }, { address: newAddress(), token: user.token }));
    expect(
      await service()
        .running.db.kysely.selectFrom('favorites')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute(),
    ).toHaveLength(1);
  });

  test('ratings past the budget of an account are refused and change nothing', async () => {
    const gameId = await createGame('limit-ratings');
    const user = await newUser();
    for (let rating = 1; rating <= budget; rating += 1) {
      expect(
        (await call('rate', { gameId, rating }, { address: newAddress(), token: user.token })).status,
      ).toBe(200);
    }
    expectRefused(await call('rate', { gameId, rating: 1 }, { address: newAddress(), token: user.token }));
    expectRefused(await call('unrate', { gameId }, { address: newAddress(), token: user.token }));
    const row = await service()
      .running.db.kysely.selectFrom('ratings')
      .select('stars')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.stars).toBe(budget);
  });

  test('views and anonymous downloads past the budget of an address are answered as not counted', async () => {
    const gameId = await createGame('limit-views');
    const address = newAddress();
    for (let i = 0; i < budget; i += 1) {
      expect((await call('view', { gameId }, { address, visitorId: newVisitorId() })).body).toEqual({
        counted: true,
      });
    }
    const views = await rowCount('game_views');
    const refused = await call('view', { gameId }, { address, visitorId: newVisitorId() });
    expect([refused.status, refused.body]).toEqual([200, { counted: false }]);
    expect(await rowCount('game_views')).toBe(views);

    for (let i = 0; i < budget; i += 1) {
      expect((await call('download', { gameId }, { address, visitorId: newVisitorId() })).body.counted).toBe(
        true,
      );
    }
    const notCounted = await call('download', { gameId }, { address, visitorId: newVisitorId() });
    expect([notCounted.status, notCounted.body]).toEqual([
      201,
      { message: messages.community.downloadRecorded, counted: false },
    ]);
    // An account's download is counted once a day anyway: the address's budget does not hold it.
    const user = await newUser();
    expect((await call('download', { gameId }, { address, token: user.token })).body.counted).toBe(true);
  });
});
