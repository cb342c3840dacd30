import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../../support/databases.ts';
import type { StoredGame, StoredState } from '../../../../support/fixtures/gamesSuite.ts';
import {
  createGame,
  expectFieldRefused,
  postGame,
  storedState,
  uniqueSlug,
} from '../../../../support/fixtures/gamesSuite.ts';
import { gameData } from '../../../../support/games.ts';
import type { ApiResponse } from '../../../../support/http.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

const requiredFields: Array<[field: string, message: string]> = [
  ['title', 'Title is required'],
  ['slug', 'Slug is required'],
  ['category', 'Category is required'],
  ['description', 'Description is required'],
  ['releaseDate', 'Release date is required'],
  ['developer', 'Developer is required'],
  ['publisher', 'Publisher is required'],
];
const slugMessage = 'Slug must contain only lowercase letters, numbers, and hyphens';

function withoutKey(data: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}

/** A form whose `data` field is the given text, sent as the admin. */
function postRawData(
  service: TestService,
  data: string | undefined,
  path = '/api/games.php',
): Promise<ApiResponse> {
  const form = new FormData();
  if (data !== undefined) form.append('data', data);
  return service.request('POST', path, { token: service.tokens.admin, form });
}

describe.each(databaseKinds)('games.php form validation on %s', (kind) => {
  let service: TestService;
  let before: StoredState;

  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  /** Expects a 400 naming `field` with `message`, and that nothing was stored. */
  const expectFieldError = (answer: ApiResponse, field: string, message: string) =>
    expectFieldRefused(service, answer, [field, message], before);

  describe('each required field of the admin game form', () => {
    beforeAll(async () => {
      before = await storedState(service);
    });

    test.each(requiredFields)('%s empty → 400 %p', async (field, message) => {
      await expectFieldError(await postGame(service, gameData({ [field]: '' })), field, message);
    });

    test.each(requiredFields)('%s absent → 400 %p', async (field, message) => {
      await expectFieldError(await postGame(service, withoutKey(gameData(), field)), field, message);
    });

    test.each(['title', 'developer', 'publisher', 'description'])(
      '%s of only spaces counts as empty',
      async (field) => {
        const message = requiredFields.find(([name]) => name === field)?.[1] ?? '';
        await expectFieldError(await postGame(service, gameData({ [field]: '   ' })), field, message);
      },
    );

    test.each([
      '2024-02-30',
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-02-30T10:00:00Z',
      '2024-02-28T99:99:99Z',
      '30/01/2024',
    ])('releaseDate %p, no day of the calendar → 400 with the date message', async (releaseDate) => {
      const message = 'Release date must be a valid date (YYYY-MM-DD)';
      await expectFieldError(await postGame(service, gameData({ releaseDate })), 'releaseDate', message);
    });

    test('a leap day, and an ISO date-time of one, are release dates', async () => {
      for (const releaseDate of ['2024-02-29', '2024-02-29T23:30:00Z']) {
        const answer = await postGame(service, gameData({ slug: uniqueSlug('leap'), releaseDate }));
        expect(answer.status).toBe(201);
        expect(answer.body.game.releaseDate).toBe('2024-02-29');
      }
      before = await storedState(service);
    });

    test.each(['Bad Slug', 'a--b', '-a', 'a-', 'UPPER', 'snake_case', 'caf\u00e9', 'a/b', '../x'])(
      'slug %p → 400 with the slug pattern message',
      async (slug) => {
        await expectFieldError(await postGame(service, gameData({ slug })), 'slug', slugMessage);
      },
    );

    test('status deleted → 400 Status must be active or inactive', async () => {
      const answer = await postGame(service, gameData({ slug: uniqueSlug(), status: 'deleted' }));
      await expectFieldError(answer, 'status', 'Status must be active or inactive');
    });

    test('all missing fields are reported together', async () => {
      const answer = await postGame(service, {});
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual(Object.fromEntries(requiredFields));
      expect(requiredFields.map(([, message]) => message)).toContain(answer.body.error);
      expect(await storedState(service)).toEqual(before);
    });

    test('several invalid fields are reported together', async () => {
      const answer = await postGame(service, gameData({ title: '', slug: 'Bad Slug', status: 'deleted' }));
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({
        title: 'Title is required',
        slug: slugMessage,
        status: 'Status must be active or inactive',
      });
      expect(await storedState(service)).toEqual(before);
    });
  });

  describe('genres', () => {
    const genreMessage =
      'Genres must each be one of: action, adventure, rpg, shooter, simulation, racing, strategy, ' +
      'sports, horror, early_access, casual, indie, vr';
    let game: StoredGame;

    beforeAll(async () => {
      game = await createGame(service, { genres: ['racing', 'casual'] });
      before = await storedState(service);
    });

    test.each([[['racing', 'open world']], [['all']], [['Racing']], ['action, roguelike']])(
      'creating with genres %p → 400 naming genres',
      async (genres) => {
        const answer = await postGame(service, gameData({ slug: uniqueSlug(), genres }));
        await expectFieldError(answer, 'genres', genreMessage);
      },
    );

    test('updating with an unknown genre → 400 naming genres, and the game keeps its genres', async () => {
      const answer = await postGame(service, gameData({ slug: game.slug, genres: ['racing', 'kart'] }), {
        id: game.id,
      });
      await expectFieldError(answer, 'genres', genreMessage);
      const read = await service.request('GET', `/api/games.php?slug=${game.slug}`);
      expect(read.body).toMatchObject({ genres: 'racing,casual' });
    });

    test('every genre of the catalogue is taken, with tags of any text', async () => {
      const genres = ['action', 'early_access', 'vr'];
      const answer = await postGame(service, gameData({ slug: game.slug, genres, tags: ['brand new tag'] }), {
        id: game.id,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.game).toMatchObject({ genres: 'action,early_access,vr', tags: 'brand new tag' });
    });
  });

  describe('the data field', () => {
    beforeAll(async () => {
      before = await storedState(service);
    });

    test.each<[string, string | undefined, string]>([
      ['missing', undefined, 'data is required'],
      ['not JSON', '{"title": "x",', 'data must be valid JSON'],
      ['a JSON list', '[]', 'Request body must be a JSON object'],
      ['JSON null', 'null', 'Request body must be a JSON object'],
      ['a JSON string', '"game"', 'Request body must be a JSON object'],
    ])('%s → 400', async (_name, data, message) => {
      const answer = await postRawData(service, data);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: message });
      expect(await storedState(service)).toEqual(before);
    });
  });

  describe('slug conflicts', () => {
    let first: StoredGame;
    let second: StoredGame;

    beforeAll(async () => {
      first = await createGame(service, { title: 'First' });
      second = await createGame(service, { title: 'Second' });
      before = await storedState(service);
    });

    test('creating with a taken slug → 409', async () => {
      const answer = await postGame(service, gameData({ slug: first.slug, title: 'Copy' }));
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'A game with this slug already exists' });
      expect(await storedState(service)).toEqual(before);
    });

    test('updating to another game’s slug → 409 and the game is unchanged', async () => {
      const answer = await postGame(service, gameData({ slug: first.slug, title: 'Second renamed' }), {
        id: second.id,
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'A game with this slug already exists' });
      const read = await service.request('GET', `/api/games.php?slug=${second.slug}`);
      expect(read.body).toMatchObject({ id: second.id, title: 'Second' });
      expect(await storedState(service)).toEqual(before);
    });

    test('updating a game with its own slug is not a conflict', async () => {
      const answer = await postGame(service, gameData({ slug: first.slug, title: 'First again' }), {
        id: first.id,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.game).toMatchObject({ id: first.id, slug: first.slug, title: 'First again' });
    });
  });

  describe('protected and unknown keys', () => {
    test('views, rating, id and timestamps in data are ignored on create', async () => {
      const slug = uniqueSlug('mass');
      const answer = await postGame(
        service,
        gameData({
          slug,
          id: 424242,
          views: 999,
          rating: 5,
          totalRatings: 77,
          downloads: 12,
          createdAt: '2000-01-01',
          updatedAt: '2000-01-01',
        }),
      );
      expect(answer.status).toBe(201);
      const read = await service.request('GET', `/api/games.php?slug=${slug}`);
      for (const game of [answer.body.game as StoredGame, read.body as StoredGame]) {
        expect(game).toMatchObject({ views: 0, rating: 0, totalRatings: 0, downloads: 0 });
        expect(game.id).not.toBe(424242);
        expect(game.createdAt).not.toMatch(/^2000-01-01/);
        expect(game.updatedAt).not.toMatch(/^2000-01-01/);
      }
    });

    test('views and id in data are ignored on update', async () => {
      const game = await createGame(service);
      const answer = await postGame(service, gameData({ slug: game.slug, id: 999_999, views: 5000 }), {
        id: game.id,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.game).toMatchObject({ id: game.id, views: 0 });
    });

    test.each([
      ['__proto__', '"__proto__":{"isAdmin":true,"role":"admin"}'],
      ['constructor.prototype', '"constructor":{"prototype":{"role":"admin","isAdmin":true}}'],
      ['both', '"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"admin"}}'],
    ])('S23: %s in data is dropped (201) or refused (400); a user still gets 403', async (_name, keys) => {
      const slug = uniqueSlug('proto');
      const answer = await postRawData(service, `{${keys},${JSON.stringify(gameData({ slug })).slice(1)}`);

      // Whatever the answer, no privilege leaks: a user is still refused on admin operations,
      // and (the server runs inside this test process, same module realm) no prototype changed.
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).role).toBeUndefined();
      const asUser = await postGame(service, gameData({ slug: uniqueSlug() }), {
        token: service.tokens.user,
      });
      expect(asUser.status).toBe(403);
      const users = await service.request('GET', '/api/users.php', { token: service.tokens.user });
      expect(users.status).toBe(403);

      expect(
        [201, 400].includes(answer.status) ? 'dropped or refused' : `${answer.status} ${answer.text}`,
      ).toBe('dropped or refused');
      if (answer.status === 201) {
        const game = answer.body.game as StoredGame;
        expect(game.slug).toBe(slug);
        expect(Object.keys(game)).not.toEqual(expect.arrayContaining(['isAdmin']));
        expect(game.role).toBeUndefined();
      }
    });
  });
});
