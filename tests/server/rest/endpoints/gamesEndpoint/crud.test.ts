import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../../support/databases.ts';
import { gameData, gameForm, imageBytes } from '../../../../support/games.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

describe.each(databaseKinds)('games.php create, read, update, delete on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  test('an admin creates a game with a cover and screenshots; anyone reads it in the wire format', async () => {
    const cover = await imageBytes('png');
    const form = gameForm(gameData({ license: 'GPL-3.0-or-later' }), [
      { field: 'cover_image', bytes: cover },
      { field: 'screenshots[0]', bytes: await imageBytes('jpeg'), type: 'image/jpeg', name: 'a.jpg' },
    ]);
    const created = await service.request('POST', '/api/games.php', { token: service.tokens.admin, form });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Game added successfully!');

    const read = await service.request('GET', '/api/games.php?slug=supertuxkart');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      slug: 'supertuxkart',
      genres: 'racing,casual',
      tags: 'kart,open-source',
      license: 'GPL-3.0-or-later',
      views: 0,
      rating: 0,
      technicalDetails: { platforms: '["windows","linux"]', language: '["en","mul"]', ageRating: '3' },
    });
    expect(read.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(read.body.screenshots).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const image = await fetch(service.url + read.body.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  test('the list holds the game; an update keeps chosen screenshots; delete removes it', async () => {
    const list = await service.request('GET', '/api/games.php');
    expect(list.status).toBe(200);
    const game = list.body.find((g: { slug: string }) => g.slug === 'supertuxkart');
    expect(game).toBeDefined();

    expect(game.license).toBe('GPL-3.0-or-later');
    const form = gameForm(gameData({ title: 'SuperTuxKart 1.5', license: 'GPL-3.0-only' }), [], {
      _method: 'PUT',
      existing_screenshots: JSON.stringify([game.screenshots]),
    });
    const updated = await service.request('POST', `/api/games.php?id=${game.id}`, {
      token: service.tokens.admin,
      form,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.game.title).toBe('SuperTuxKart 1.5');
    expect(updated.body.game.license).toBe('GPL-3.0-only');
    expect(updated.body.game.screenshots).toBe(game.screenshots);

    const removed = await service.request('DELETE', `/api/games.php?id=${game.id}`, {
      token: service.tokens.admin,
    });
    expect(removed.status).toBe(200);
    const gone = await service.request('GET', '/api/games.php?slug=supertuxkart');
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Game not found' });
  });
});
