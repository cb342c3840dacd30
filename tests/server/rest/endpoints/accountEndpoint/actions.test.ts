import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { accountHelpers } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { gameData, gameForm } from '../../../../support/games.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService, userCredentials } from '../../../../support/service.ts';

interface Game {
  id: number;
  slug: string;
  title: string;
  imageUrl: string;
  version: string;
  size: string;
  downloads: number;
}

const isoTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

describe.each(databaseKinds)('account.php read and write actions on %s', (kind) => {
  let service: TestService;
  let portal: Game;
  let kart: Game;
  beforeAll(async () => {
    service = await startTestService(kind);
    portal = await createGame({ slug: 'xonotic', title: 'Xonotic', version: '0.8.6', size: '1.1 GB' });
    kart = await createGame({ slug: 'supertuxkart', title: 'SuperTuxKart' });
  });
  afterAll(() => service.stop());

  async function createGame(overrides: Record<string, unknown>): Promise<Game> {
    const created = await service.request('POST', '/api/games.php', {
      token: service.tokens.admin,
      form: gameForm(gameData(overrides)),
    });
    expect(created.status).toBe(201);
    return created.body.game as Game;
  }

  const { newUser, read, write } = accountHelpers(() => service);
  /** Moves counted downloads into the games now, as the periodic flush does. */
  const flush = () => service.running.app.rest.counts.flush();
  const gameBySlug = async (slug: string) =>
    (await service.request('GET', `/api/games.php?slug=${slug}`)).body as Game;

  test.each([
    ['GET', 'profile'],
    ['GET', 'settings'],
    ['GET', 'favorites'],
    ['GET', 'downloads'],
    ['POST', 'update-settings'],
    ['POST', 'toggle-favorite'],
    ['POST', 'record-download'],
    ['POST', 'update-profile'],
    ['POST', 'update-password'],
    ['POST', 'sign-out-everywhere'],
    ['POST', 'delete-account'],
  ])('%s %s without a token answers 401', async (method, action) => {
    const answer = await service.request(method, `/api/account.php?action=${action}`, {
      json: method === 'POST' ? {} : undefined,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'Authentication required' });
  });

  test('profile answers {id, email, role, created_at, email_verified, display_name} of the signed-in user', async () => {
    const answer = await read(service.tokens.user, 'profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      email: userCredentials.email,
      role: 'user',
      created_at: isoTime,
      email_verified: true,
      display_name: null,
    });
    const moderator = await read(service.tokens.moderator, 'profile');
    expect(moderator.body.role).toBe('moderator');
  });

  test('toggle-favorite adds then removes; favorites lists {gameId, slug, title, imageUrl, addedAt}', async () => {
    const user = await newUser();
    expect((await read(user.token, 'favorites')).body).toEqual({ favorites: [] });
    const added = await write(user.token, 'toggle-favorite', { gameId: portal.id });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ message: 'Added to favorites', favorited: true });

    const list = await read(user.token, 'favorites');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      favorites: [
        { gameId: portal.id, slug: 'xonotic', title: 'Xonotic', imageUrl: portal.imageUrl, addedAt: isoTime },
      ],
    });

    const removed = await write(user.token, 'toggle-favorite', { gameId: String(portal.id) });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Removed from favorites', favorited: false });
    expect((await read(user.token, 'favorites')).body).toEqual({ favorites: [] });
  });

  test('toggle-favorite and record-download answer 404 for an unknown or inactive game, 400 for a bad id', async () => {
    const hidden = await createGame({ slug: 'hidden-game', title: 'Hidden', status: 'inactive' });
    for (const action of ['toggle-favorite', 'record-download']) {
      for (const gameId of [999999, hidden.id]) {
        const answer = await write(service.tokens.user, action, { gameId });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ error: 'Game not found' });
      }
      for (const body of [{}, { gameId: 'abc' }, { gameId: -1 }]) {
        expect((await write(service.tokens.user, action, body)).status).toBe(400);
      }
    }
    expect((await read(service.tokens.user, 'favorites')).body).toEqual({ favorites: [] });
    expect((await read(service.tokens.user, 'downloads')).body).toEqual({ downloads: [] });
  });

  test('record-download answers 201, lists newest first and raises the game download counter with the next flush', async () => {
    const user = await newUser();
    const before = {
      portal: (await gameBySlug('xonotic')).downloads,
      kart: (await gameBySlug('supertuxkart')).downloads,
    };
    const first = await write(user.token, 'record-download', { gameId: portal.id });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Download recorded' });
    expect((await write(user.token, 'record-download', { gameId: kart.id })).status).toBe(201);

    const list = await read(user.token, 'downloads');
    expect(list.status).toBe(200);
    const entry = (game: Game) => ({
      id: expect.any(Number),
      gameId: game.id,
      slug: game.slug,
      title: game.title,
      imageUrl: game.imageUrl,
      version: game.version,
      size: game.size,
      downloadedAt: isoTime,
    });
    expect(list.body).toEqual({ downloads: [entry(kart), entry(portal)] });
    expect(list.body.downloads[0].version).toBe('1.4');
    expect(list.body.downloads[1]).toMatchObject({ version: '0.8.6', size: '1.1 GB' });

    await flush();
    expect((await gameBySlug('xonotic')).downloads).toBe(before.portal + 1);
    expect((await gameBySlug('supertuxkart')).downloads).toBe(before.kart + 1);
    const listed = (await service.request('GET', '/api/games.php')).body as Game[];
    expect(listed.find((game) => game.id === portal.id)?.downloads).toBe(before.portal + 1);
  });

  test('record-download counts once per user, game and UTC day; repeats answer 200 and change nothing', async () => {
    const user = await newUser();
    const other = await newUser();
    const before = (await gameBySlug('xonotic')).downloads;
    const first = await write(user.token, 'record-download', { gameId: portal.id });
    expect([first.status, first.body]).toEqual([201, { message: 'Download recorded' }]);
    const repeats = [
      await write(user.token, 'record-download', { gameId: portal.id }),
      // Concurrent repeats too: the database's unique key decides, not a check before the write.
      ...(await Promise.all(
        Array.from({ length: 5 }, () => write(user.token, 'record-download', { gameId: String(portal.id) })),
      )),
    ];
    for (const repeat of repeats) {
      expect([repeat.status, repeat.body]).toEqual([200, { message: 'Download already recorded today' }]);
    }
    await flush();
    expect((await gameBySlug('xonotic')).downloads).toBe(before + 1);
    expect((await read(user.token, 'downloads')).body.downloads).toHaveLength(1);

    // Another user's download of the same game the same day counts.
    expect((await write(other.token, 'record-download', { gameId: portal.id })).status).toBe(201);
    await flush();
    expect((await gameBySlug('xonotic')).downloads).toBe(before + 2);
  });

  test('the database itself refuses a second download row for one user, game and day', async () => {
    const user = await newUser();
    expect((await write(user.token, 'record-download', { gameId: kart.id })).status).toBe(201);
    const row = await service.running.db.kysely
      .selectFrom('downloads')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...duplicate } = row;
    await expect(
      service.running.db.kysely.insertInto('downloads').values(duplicate).execute(),
    ).rejects.toThrow();
  });

  test('GET on a write action and POST on a read action answer 405; an unknown action 400', async () => {
    const token = service.tokens.user;
    for (const action of [
      'update-settings',
      'toggle-favorite',
      'record-download',
      'update-profile',
      'update-password',
      'sign-out-everywhere',
      'delete-account',
    ]) {
      const answer = await read(token, action);
      expect([action, answer.status, answer.body]).toEqual([
        action,
        405,
        { error: 'Method not allowed for this action' },
      ]);
    }
    for (const action of ['profile', 'settings', 'favorites', 'downloads']) {
      const answer = await write(token, action, {});
      expect([action, answer.status, answer.body]).toEqual([
        action,
        405,
        { error: 'Method not allowed for this action' },
      ]);
    }
    for (const path of ['?action=export-data', '?action=__proto__', '?action=constructor', '']) {
      for (const method of ['GET', 'POST']) {
        const answer = await service.request(method, `/api/account.php${path}`, {
          token,
          json: method === 'POST' ? {} : undefined,
        });
        expect([path, method, answer.status, answer.body]).toEqual([
          path,
          method,
          400,
          { error: 'Unknown action' },
        ]);
      }
    }
  });

  test('a repeated action parameter answers 400 and changes nothing (S24)', async () => {
    const user = await newUser();
    const polluted = '/api/account.php?action=profile&action=update-password';
    const get = await service.request('GET', polluted, { token: user.token });
    const post = await service.request('POST', polluted, {
      token: user.token,
      json: { currentPassword: user.password, newPassword: 'Polluted-Pass-9z' },
    });
    for (const answer of [get, post]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Parameter action must be given once' });
    }
    expect((await read(user.token, 'profile')).status).toBe(200);
    const bracketed = await service.request('GET', '/api/account.php?action[]=profile', {
      token: user.token,
    });
    expect(bracketed.status).toBe(400);
  });

  test("one user's actions never reach another user's data, whatever ids the body names (S18)", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const favorite = await write(alice.token, 'toggle-favorite', {
      gameId: portal.id,
      userId: bob.id,
      user_id: bob.id,
    });
    expect(favorite.body.favorited).toBe(true);
    await write(alice.token, 'record-download', { gameId: kart.id, userId: bob.id });
    await write(alice.token, 'update-settings', {
      settings: { email_notifications: false, download_notifications: false },
      userId: bob.id,
    });

    expect((await read(bob.token, 'favorites')).body).toEqual({ favorites: [] });
    expect((await read(bob.token, 'downloads')).body).toEqual({ downloads: [] });
    expect((await read(bob.token, 'settings')).body).toEqual({
      email_notifications: true,
      download_notifications: true,
    });
    expect((await read(alice.token, 'favorites')).body.favorites).toHaveLength(1);
    expect((await read(alice.token, 'downloads')).body.downloads).toHaveLength(1);

    const bobToggle = await write(bob.token, 'toggle-favorite', { gameId: portal.id });
    expect(bobToggle.body).toEqual({ message: 'Added to favorites', favorited: true });
    expect((await read(alice.token, 'favorites')).body.favorites).toHaveLength(1);

    const profile = await service.request(
      'GET',
      `/api/account.php?action=profile&id=${bob.id}&userId=${bob.id}`,
      {
        token: alice.token,
      },
    );
    expect(profile.body).toMatchObject({ id: alice.id, email: alice.email });
  });
});
