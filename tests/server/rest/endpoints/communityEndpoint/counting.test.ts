import { describe, expect, jest, test } from '@jest/globals';

import { messages } from '../../../../../shared/validation/messages.ts';
import { communitySuite, newVisitorId } from '../../../../support/community.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { fakeDate } from '../../../../support/fakeDate.ts';

const minutes = (n: number) => n * 60_000;

describe.each(databaseKinds)('community.php views, stars and shares on %s', (kind) => {
  const suite = communitySuite(kind);
  const { post, get, flush, counts, createGame, gamesVersion, newUser, read, write } = suite;
  const listEtag = async () =>
    (await suite.service().request('GET', '/api/games.php')).headers.get('etag') ?? 'no etag';

  test('a view counts once per visitor and game in 30 minutes, whoever and wherever else', async () => {
    const gameId = await createGame('view-window');
    const otherGame = await createGame('view-window-other');
    const [alice, bob] = [newVisitorId(), newVisitorId()];
    const before = await counts(gameId);
    const start = Date.now();
    fakeDate(start);
    const view = async (visitorId: string, id = gameId) =>
      (await post('view', { gameId: id }, { visitorId })).body;

    expect(await view(alice)).toEqual({ counted: true });
    expect(await view(alice)).toEqual({ counted: false });
    expect(await view(bob)).toEqual({ counted: true });
    expect(await view(alice, otherGame)).toEqual({ counted: true });
    jest.setSystemTime(start + minutes(29));
    expect(await view(alice)).toEqual({ counted: false });
    jest.setSystemTime(start + minutes(30) + 1000);
    expect(await view(alice)).toEqual({ counted: true });
    expect(await view(alice)).toEqual({ counted: false });

    await flush();
    expect((await counts(gameId)).views).toBe(before.views + 3);
    expect((await counts(otherGame)).views).toBe(1);
  });

  test('a signed-in view counts for the account, whatever visitor id comes with it', async () => {
    const gameId = await createGame('view-account');
    const user = await newUser();
    expect((await post('view', { gameId }, { token: user.token })).body).toEqual({ counted: true });
    const elsewhere = { token: user.token, visitorId: newVisitorId() };
    expect((await post('view', { gameId }, elsewhere)).body).toEqual({ counted: false });
    await flush();
    expect((await counts(gameId)).views).toBe(1);
  });

  test('views do not raise the games data version or rebuild the list before the flush; a flush raises it once', async () => {
    const games = [await createGame('version-a'), await createGame('version-b')];
    const version = await gamesVersion();
    const etag = await listEtag();
    for (const gameId of games) {
      for (let i = 0; i < 3; i += 1) {
        expect((await post('view', { gameId }, { visitorId: newVisitorId() })).body.counted).toBe(true);
      }
    }
    expect((await post('star', { gameId: games[0] }, { visitorId: newVisitorId() })).body.counted).toBe(true);
    expect(await gamesVersion()).toBe(version);
    expect(await listEtag()).toBe(etag);
    expect(
      (await suite.service().request('GET', '/api/games.php', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    expect(await flush()).toBe(2);
    expect(await gamesVersion()).toBe(version + 1);
    expect(await listEtag()).not.toBe(etag);
    expect(await counts(games[0] as number)).toMatchObject({ views: 3, stars: 1 });
    expect((await counts(games[1] as number)).views).toBe(3);
    // The wire game carries the counters, stars and shares included.
    const wire = (await suite.service().request('GET', '/api/games.php?slug=version-a')).body;
    expect(wire).toMatchObject({ views: 3, stars: 1, shares: 0 });

    // Nothing pending: a flush moves nothing and raises nothing.
    expect(await flush()).toBe(0);
    expect(await gamesVersion()).toBe(version + 1);
  });

  test('an anonymous star and a share count once per visitor; viewer says what this visitor did', async () => {
    const gameId = await createGame('star-once');
    const [alice, bob] = [newVisitorId(), newVisitorId()];
    expect((await post('star', { gameId }, { visitorId: alice })).body).toEqual({
      starred: true,
      counted: true,
    });
    expect((await post('star', { gameId }, { visitorId: alice })).body).toEqual({
      starred: true,
      counted: false,
    });
    expect((await post('star', { gameId }, { visitorId: bob })).body).toEqual({
      starred: true,
      counted: true,
    });
    expect((await post('share', { gameId }, { visitorId: alice })).body).toEqual({ counted: true });
    expect((await post('share', { gameId }, { visitorId: alice })).body).toEqual({ counted: false });

    expect((await get(`viewer&gameId=${gameId}`, { visitorId: alice })).body).toEqual({
      starred: true,
      shared: true,
      rating: null,
    });
    expect((await get(`viewer&gameId=${gameId}`, { visitorId: bob })).body).toEqual({
      starred: true,
      shared: false,
      rating: null,
    });
    expect((await get(`viewer&gameId=${gameId}`, { visitorId: newVisitorId() })).body).toEqual({
      starred: false,
      shared: false,
      rating: null,
    });
    expect((await get(`viewer&gameId=${gameId}`)).body).toEqual({
      starred: false,
      shared: false,
      rating: null,
    });

    await flush();
    expect(await counts(gameId)).toMatchObject({ stars: 2, shares: 1 });
  });

  test("an account's star is its favorite: star, toggle-favorite and unstar are one state", async () => {
    const gameId = await createGame('star-favorite');
    const user = await newUser();
    expect((await post('star', { gameId }, { token: user.token })).body).toEqual({
      starred: true,
      counted: true,
    });
    expect((await read(user.token, 'favorites')).body.favorites).toEqual([
      expect.objectContaining({ gameId }),
    ]);
    expect((await write(user.token, 'toggle-favorite', { gameId })).body.favorited).toBe(false);
    expect((await get(`viewer&gameId=${gameId}`, { token: user.token })).body.starred).toBe(false);
    expect((await write(user.token, 'toggle-favorite', { gameId })).body.favorited).toBe(true);
    expect((await post('star', { gameId }, { token: user.token })).body).toEqual({
      starred: true,
      counted: false,
    });
    await flush();
    expect((await counts(gameId)).stars).toBe(1);

    expect((await post('unstar', { gameId }, { token: user.token })).body).toEqual({ starred: false });
    expect((await post('unstar', { gameId }, { token: user.token })).body).toEqual({ starred: false });
    expect((await read(user.token, 'favorites')).body.favorites).toEqual([]);
    await flush();
    expect((await counts(gameId)).stars).toBe(0);
  });

  test('an anonymous star cannot be undone: unstar is 403 without an account', async () => {
    const gameId = await createGame('star-for-good');
    const visitorId = newVisitorId();
    await post('star', { gameId }, { visitorId });
    for (const caller of [{ visitorId }, {}]) {
      const answer = await post('unstar', { gameId }, caller);
      expect([answer.status, answer.body]).toEqual([403, { error: messages.community.anonymousUnstar }]);
    }
    expect((await get(`viewer&gameId=${gameId}`, { visitorId })).body.starred).toBe(true);
    await flush();
    expect((await counts(gameId)).stars).toBe(1);
  });

  test("claim-visitor: the visitor's anonymous stars become favorites, a game starred both ways counts once", async () => {
    const [both, onlyAnonymous] = [await createGame('claim-both'), await createGame('claim-anonymous')];
    const user = await newUser();
    const visitorId = newVisitorId();
    await post('star', { gameId: both }, { token: user.token });
    for (const gameId of [both, onlyAnonymous]) await post('star', { gameId }, { visitorId });
    await post('share', { gameId: onlyAnonymous }, { visitorId });
    await post('view', { gameId: onlyAnonymous }, { visitorId });
    await flush();
    expect((await counts(both)).stars).toBe(2);

    const claimed = await post('claim-visitor', {}, { token: user.token, visitorId });
    expect([claimed.status, claimed.body]).toEqual([200, { message: messages.community.visitorClaimed }]);
    await flush();
    expect((await counts(both)).stars).toBe(1);
    expect((await counts(onlyAnonymous)).stars).toBe(1);
    const favorites = (await read(user.token, 'favorites')).body.favorites as { gameId: number }[];
    expect(favorites.map((favorite) => favorite.gameId).sort()).toEqual([both, onlyAnonymous].sort());
    expect((await get(`viewer&gameId=${onlyAnonymous}`, { token: user.token })).body).toEqual({
      starred: true,
      shared: true,
      rating: null,
    });
    // The account's view was the visitor's: a new one within the window does not count again.
    expect((await post('view', { gameId: onlyAnonymous }, { token: user.token })).body.counted).toBe(false);
    // Claiming again changes nothing.
    await post('claim-visitor', {}, { token: user.token, visitorId });
    await flush();
    expect(await counts(both)).toMatchObject({ stars: 1 });
    expect(await counts(onlyAnonymous)).toMatchObject({ stars: 1, shares: 1, views: 1 });
  });

  test('claim-visitor needs an account (401) and the visitor id (400)', async () => {
    const user = await newUser();
    expect((await post('claim-visitor', {}, { visitorId: newVisitorId() })).status).toBe(401);
    const missing = await post('claim-visitor', {}, { token: user.token });
    expect([missing.status, missing.body]).toEqual([
      400,
      {
        error: messages.community.visitorRequired,
        fields: { 'X-Visitor-Id': messages.community.visitorRequired },
      },
    ]);
  });
});
