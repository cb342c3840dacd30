import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../support/databases.ts';
import { gameData, gameForm, imageBytes } from '../support/games.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';
import { dmcaNotice, gameRequest } from '../support/submissions.ts';

/** Data and sessions survive a restart of the service on the same data directory and database. */

const newUser = { email: 'kept@test.example', password: 'Kept-Pass-58m', role: 'moderator' };

describe.each(databaseKinds)('persistence across a restart on %s', (kind) => {
  let service: TestService;
  let before: TestService['tokens'];
  let secretBefore = '';
  const created = { gameId: 0, slug: 'kept-game', cover: '', userId: 0, noticeId: 0, requestId: 0 };

  beforeAll(async () => {
    service = await startTestService(kind);
    before = service.tokens;
    secretBefore = service.config.jwtSecret;
    const admin = service.tokens.admin;

    const form = gameForm(gameData({ slug: created.slug, title: 'Kept Game' }), [
      { field: 'cover_image', bytes: await imageBytes('png') },
    ]);
    const game = await service.request('POST', '/api/games.php', { token: admin, form });
    expect(game.status).toBe(201);
    created.gameId = game.body.game.id;
    created.cover = game.body.game.imageUrl;

    const user = await service.request('POST', '/api/users.php', { token: admin, json: newUser });
    expect(user.status).toBe(201);
    created.userId = user.body.user.id;

    created.noticeId = (await service.request('POST', '/api/submit_dmca.php', { json: dmcaNotice })).body.id;
    created.requestId = (
      await service.request('POST', '/api/submit_game_request.php', { json: gameRequest })
    ).body.id;
    const decided = await service.request('PUT', '/api/game_requests.php', {
      token: service.tokens.moderator,
      json: { id: created.requestId, status: 'approved' },
    });
    expect(decided.status).toBe(200);

    const favorite = await service.request('POST', '/api/account.php?action=toggle-favorite', {
      token: service.tokens.user,
      json: { gameId: created.gameId },
    });
    expect(favorite.body.favorited).toBe(true);
    const settings = { email_notifications: false, download_notifications: true };
    expect(
      (
        await service.request('POST', '/api/account.php?action=update-settings', {
          token: service.tokens.user,
          json: { settings },
        })
      ).status,
    ).toBe(200);

    service = await service.restart();
  });
  afterAll(() => service.stop());

  test('the JWT secret is kept in the data directory and reused', () => {
    const file = path.join(service.config.dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(service.config.jwtSecret);
    expect(service.config.jwtSecret).toBe(secretBefore);
  });

  test('the game and its cover are still there', async () => {
    const game = await service.request('GET', `/api/games.php?slug=${created.slug}`);
    expect(game.status).toBe(200);
    expect(game.body).toMatchObject({ id: created.gameId, title: 'Kept Game', imageUrl: created.cover });
    const cover = await fetch(service.url + created.cover);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);
  });

  test('the user is still there and can log in', async () => {
    const users = await service.request('GET', '/api/users.php', { token: service.tokens.admin });
    expect(users.body.users).toContainEqual(
      expect.objectContaining({ id: created.userId, email: newUser.email, role: newUser.role }),
    );
    expect(await service.login(newUser)).toEqual(expect.any(String));
  });

  test('the DMCA notice and the decided game request are still there', async () => {
    const notices = await service.request('GET', '/api/dmca_notices.php', {
      token: service.tokens.moderator,
    });
    expect(notices.body.dmcaNotices).toContainEqual(
      expect.objectContaining({ id: created.noticeId, title: dmcaNotice.title, status: 'pending' }),
    );
    const requests = await service.request('GET', '/api/game_requests.php', {
      token: service.tokens.moderator,
    });
    expect(requests.body.gameRequests).toContainEqual(
      expect.objectContaining({
        id: created.requestId,
        game_title: gameRequest.game_title,
        status: 'approved',
      }),
    );
  });

  test('the favorite and the settings are still there', async () => {
    const favorites = await service.request('GET', '/api/account.php?action=favorites', {
      token: service.tokens.user,
    });
    expect(favorites.body.favorites).toEqual([
      expect.objectContaining({ gameId: created.gameId, slug: created.slug }),
    ]);
    const settings = await service.request('GET', '/api/account.php?action=settings', {
      token: service.tokens.user,
    });
    expect(settings.body).toEqual({ email_notifications: false, download_notifications: true });
  });

  test.each(['admin', 'moderator', 'user'] as const)(
    'the %s token issued before the restart still works',
    async (role) => {
      const profile = await service.request('GET', '/api/account.php?action=profile', {
        token: before[role],
      });
      expect(profile.status).toBe(200);
      expect(profile.body.role).toBe(role);
    },
  );

  test('old tokens keep their roles: the old admin token still manages users, the old user token still cannot', async () => {
    expect((await service.request('GET', '/api/users.php', { token: before.admin })).status).toBe(200);
    expect((await service.request('GET', '/api/users.php', { token: before.user })).status).toBe(403);
    const favorites = await service.request('GET', '/api/account.php?action=favorites', {
      token: before.user,
    });
    expect(favorites.body.favorites).toHaveLength(1);
  });
});
