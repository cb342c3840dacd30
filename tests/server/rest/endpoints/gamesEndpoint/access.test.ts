import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../../../support/databases.ts';
import type { StoredGame } from '../../../../support/fixtures/gamesSuite.ts';
import { adminList, createGame, storedState, uniqueSlug } from '../../../../support/fixtures/gamesSuite.ts';
import { gameData, gameForm } from '../../../../support/games.ts';
import type { ApiResponse } from '../../../../support/http.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

type Operation = 'create' | 'update' | 'delete';
type Caller = 'anonymous' | 'user' | 'moderator' | 'garbage token' | 'malformed header';

const refusals: Array<[caller: Caller, status: number, error: string]> = [
  ['anonymous', 401, 'Authentication required'],
  ['user', 403, 'You do not have permission to perform this action'],
  ['moderator', 403, 'You do not have permission to perform this action'],
  ['garbage token', 401, 'Invalid or expired token'],
  ['malformed header', 401, 'Invalid or expired token'],
];
const operations: Operation[] = ['create', 'update', 'delete'];
const matrix = operations.flatMap((op) =>
  refusals.map(([caller, status, error]) => [op, caller, status, error] as const),
);

const sqlSlugs = [
  "x' OR '1'='1",
  '1;DROP TABLE games--',
  "'",
  "' UNION SELECT password_hash FROM users--",
  'x" OR "1"="1',
  '%',
  '_',
];
const sqlText = /sql|sqlite|syntax|relation|select|postgres|near "|column|stack|\bat\s/i;

describe.each(databaseKinds)('games.php access and parameters on %s', (kind) => {
  let service: TestService;
  let target: StoredGame;
  let spare: StoredGame;

  beforeAll(async () => {
    service = await startTestService(kind);
    target = await createGame(service, { title: 'Target' });
    spare = await createGame(service, { title: 'Spare' });
  });
  afterAll(() => service.stop());

  function headersOf(caller: Caller | 'admin'): Record<string, string> {
    switch (caller) {
      case 'anonymous':
        return {};
      case 'garbage token':
        return { authorization: 'Bearer not.a.token' };
      case 'malformed header':
        return { authorization: 'Bearer <script> and spaces' };
      default:
        return { authorization: `Bearer ${service.tokens[caller]}` };
    }
  }

  function perform(op: Operation, caller: Caller | 'admin', slug = uniqueSlug()): Promise<ApiResponse> {
    const headers = headersOf(caller);
    if (op === 'delete') return service.request('DELETE', `/api/games.php?id=${target.id}`, { headers });
    if (op === 'create')
      return service.request('POST', '/api/games.php', { headers, form: gameForm(gameData({ slug })) });
    const form = gameForm(gameData({ slug: target.slug, title: 'Hijacked' }), [], { _method: 'PUT' });
    return service.request('POST', `/api/games.php?id=${target.id}`, { headers, form });
  }

  async function expectTargetIntact() {
    const read = await service.request('GET', `/api/games.php?slug=${target.slug}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: target.id, title: target.title });
  }

  test.each(matrix)('%s by %s → %i; nothing changed', async (op, caller, status, error) => {
    const before = await storedState(service);
    const answer = await perform(op, caller);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error });
    expect(await storedState(service)).toEqual(before);
    await expectTargetIntact();
  });

  describe('admin', () => {
    test('creates', async () => {
      const slug = uniqueSlug('admin');
      const answer = await perform('create', 'admin', slug);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        success: true,
        message: 'Game added successfully!',
        game: { slug },
      });
    });

    test('updates', async () => {
      const answer = await perform('update', 'admin');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: 'Game updated successfully!',
        game: { id: target.id, title: 'Hijacked' },
      });
      target = answer.body.game as StoredGame;
    });

    test('deletes', async () => {
      const answer = await perform('delete', 'admin');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: 'Game deleted successfully' });
      expect((await service.request('GET', `/api/games.php?slug=${target.slug}`)).status).toBe(404);
      target = await createGame(service, { title: 'Target' });
    });
  });

  describe('S24: the id parameter', () => {
    test.each([
      ['id given twice', (a: number, b: number) => `id=${a}&id=${b}`],
      ['id[]', (a: number) => `id[]=${a}`],
      ['id[0] and id[1]', (a: number, b: number) => `id[0]=${a}&id[1]=${b}`],
      ['a list in one value', (a: number, b: number) => `id=${a},${b}`],
      ['SQL in the id', (a: number) => `id=${a}%20OR%201=1`],
      ['id=0', () => 'id=0'],
      ['a negative id', (a: number) => `id=-${a}`],
      ['a fractional id', (a: number) => `id=${a}.5`],
      ['an empty id', () => 'id='],
      ['no id', () => ''],
    ])('DELETE with %s → 400; nothing deleted', async (_name, query) => {
      const before = await adminList(service);
      const answer = await service.request('DELETE', `/api/games.php?${query(target.id, spare.id)}`, {
        token: service.tokens.admin,
      });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
      expect(await adminList(service)).toEqual(before);
    });

    test.each([
      ['id given twice', (a: number, b: number) => `id=${a}&id=${b}`],
      ['id[]', (a: number) => `id[]=${a}`],
      ['a list in one value', (a: number, b: number) => `id=${a},${b}`],
    ])('an update with %s → 400; nothing created or changed', async (_name, query) => {
      const before = await adminList(service);
      const form = gameForm(gameData({ slug: uniqueSlug('polluted'), title: 'Polluted' }), [], {
        _method: 'PUT',
      });
      const answer = await service.request('POST', `/api/games.php?${query(target.id, spare.id)}`, {
        token: service.tokens.admin,
        form,
      });
      expect(answer.status).toBe(400);
      expect(await adminList(service)).toEqual(before);
    });

    test('_method other than PUT on an update → 400', async () => {
      const before = await adminList(service);
      const form = gameForm(gameData({ slug: target.slug }), [], { _method: 'DELETE' });
      const answer = await service.request('POST', `/api/games.php?id=${target.id}`, {
        token: service.tokens.admin,
        form,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: '_method must be PUT' });
      expect(await adminList(service)).toEqual(before);
    });
  });

  describe('unknown ids', () => {
    test('update of an unknown id → 404; nothing stored', async () => {
      const before = await storedState(service);
      const form = gameForm(gameData({ slug: uniqueSlug() }), [], { _method: 'PUT' });
      const answer = await service.request('POST', '/api/games.php?id=987654', {
        token: service.tokens.admin,
        form,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Game not found' });
      expect(await storedState(service)).toEqual(before);
    });

    test('delete of an unknown id → 404; nothing deleted', async () => {
      const before = await storedState(service);
      const answer = await service.request('DELETE', '/api/games.php?id=987654', {
        token: service.tokens.admin,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Game not found' });
      expect(await storedState(service)).toEqual(before);
    });

    test('a second delete of the same game → 404', async () => {
      const game = await createGame(service);
      const first = await service.request('DELETE', `/api/games.php?id=${game.id}`, {
        token: service.tokens.admin,
      });
      expect(first.status).toBe(200);
      const second = await service.request('DELETE', `/api/games.php?id=${game.id}`, {
        token: service.tokens.admin,
      });
      expect(second.status).toBe(404);
      expect(second.body).toEqual({ error: 'Game not found' });
    });
  });

  describe('S20: SQL in the slug', () => {
    test.each(sqlSlugs)(
      '?slug=%p → 404 Game not found without SQL text; the table is intact',
      async (slug) => {
        const before = await adminList(service);
        for (const token of [undefined, service.tokens.admin]) {
          const answer = await service.request('GET', `/api/games.php?slug=${encodeURIComponent(slug)}`, {
            token,
          });
          expect(answer.status).toBe(404);
          expect(answer.body).toEqual({ error: 'Game not found' });
          expect(answer.text).not.toMatch(sqlText);
        }
        expect(await adminList(service)).toEqual(before);
        expect(before.map((game) => game.id)).toEqual(expect.arrayContaining([target.id, spare.id]));
      },
    );

    test('?slug=%27 sent raw → 404 Game not found', async () => {
      const answer = await service.request('GET', '/api/games.php?slug=%27');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Game not found' });
    });

    test('?slug given twice → 400, not a list query', async () => {
      const answer = await service.request('GET', `/api/games.php?slug=${target.slug}&slug=${spare.slug}`);
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(sqlText);
    });
  });
});
