import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../../support/databases.ts';
import type { StoredGame } from '../../../../support/fixtures/gamesSuite.ts';
import { createGame } from '../../../../support/fixtures/gamesSuite.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

type Audience = 'anonymous' | 'user' | 'moderator' | 'admin';

describe.each(databaseKinds)('games.php list, visibility and options on %s', (kind) => {
  let service: TestService;
  let active: StoredGame;
  let inactive: StoredGame;

  beforeAll(async () => {
    service = await startTestService(kind);
    active = await createGame(service, { title: 'Visible Game', status: 'active' });
    inactive = await createGame(service, { title: 'Hidden Game', status: 'inactive' });
  });
  afterAll(() => service.stop());

  const tokenOf = (audience: Audience) => (audience === 'anonymous' ? undefined : service.tokens[audience]);
  const slugsFor = async (audience: Audience) => {
    const answer = await service.request('GET', '/api/games.php', { token: tokenOf(audience) });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    return (answer.body as StoredGame[]).map((game) => game.slug);
  };

  test.each<Audience>(['anonymous', 'user'])('the list for %s has only active games', async (audience) => {
    const slugs = await slugsFor(audience);
    expect(slugs).toContain(active.slug);
    expect(slugs).not.toContain(inactive.slug);
  });

  test.each<Audience>(['moderator', 'admin'])('the list for %s includes inactive games', async (audience) => {
    const answer = await service.request('GET', '/api/games.php', { token: tokenOf(audience) });
    expect(answer.status).toBe(200);
    const hidden = (answer.body as StoredGame[]).find((game) => game.slug === inactive.slug);
    expect(hidden).toMatchObject({ id: inactive.id, title: 'Hidden Game', status: 'inactive' });
    expect((answer.body as StoredGame[]).map((game) => game.slug)).toContain(active.slug);
  });

  test('every game in the public list is active', async () => {
    const answer = await service.request('GET', '/api/games.php');
    expect((answer.body as StoredGame[]).every((game) => game.status === 'active')).toBe(true);
  });

  test.each<Audience>(['anonymous', 'user'])('?slug= of an inactive game is 404 for %s', async (audience) => {
    const answer = await service.request('GET', `/api/games.php?slug=${inactive.slug}`, {
      token: tokenOf(audience),
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Game not found' });
  });

  test.each<Audience>(['moderator', 'admin'])(
    '?slug= of an inactive game is 200 for %s',
    async (audience) => {
      const answer = await service.request('GET', `/api/games.php?slug=${inactive.slug}`, {
        token: tokenOf(audience),
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: inactive.id, slug: inactive.slug, status: 'inactive' });
    },
  );

  test.each<Audience>(['anonymous', 'user', 'moderator', 'admin'])(
    '?slug= of an active game is 200 for %s',
    async (audience) => {
      const answer = await service.request('GET', `/api/games.php?slug=${active.slug}`, {
        token: tokenOf(audience),
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: active.id,
        slug: active.slug,
        title: 'Visible Game',
        status: 'active',
      });
    },
  );

  test('?slug= of an unknown game is 404', async () => {
    const answer = await service.request('GET', '/api/games.php?slug=no-such-game', {
      token: service.tokens.admin,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Game not found' });
  });

  describe('?options=true', () => {
    let options: Record<string, Array<{ value: unknown; label: unknown }>>;

    beforeAll(async () => {
      const answer = await service.request('GET', '/api/games.php?options=true');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      options = answer.body as typeof options;
    });

    test('has genres, tags, platforms and languages, each a non-empty list of {value, label} texts', () => {
      expect(Object.keys(options).sort()).toEqual(['genres', 'languages', 'platforms', 'tags']);
      for (const list of Object.values(options)) {
        expect(list.length).toBeGreaterThan(0);
        for (const item of list) {
          expect(Object.keys(item).sort()).toEqual(['label', 'value']);
          expect(typeof item.value).toBe('string');
          expect(typeof item.label).toBe('string');
        }
      }
    });

    test('has the 13 genres with their display labels', () => {
      expect(options.genres).toHaveLength(13);
      expect(options.genres).toContainEqual({ value: 'rpg', label: 'RPG' });
      expect(options.genres).toContainEqual({ value: 'early_access', label: 'Early Access' });
      expect(options.genres).toContainEqual({ value: 'action', label: 'Action' });
      expect(new Set(options.genres?.map((genre) => genre.value)).size).toBe(13);
    });

    test('is the same for anonymous visitors and for staff', async () => {
      const forAdmin = await service.request('GET', '/api/games.php?options=true', {
        token: service.tokens.admin,
      });
      expect(forAdmin.status).toBe(200);
      expect(forAdmin.body).toEqual(options);
    });
  });
});
