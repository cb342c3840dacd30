import { existsSync, readdirSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { auditPage, withAuditLogUnavailable } from '../../../../support/audit.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { gameData, gameForm, imageBytes } from '../../../../support/games.ts';
import type { TestService } from '../../../../support/service.ts';
import { adminCredentials, startTestService } from '../../../../support/service.ts';
import { dmcaNotice } from '../../../../support/submissions.ts';

/** The change and its audit entry commit together: when the entry cannot be written, nothing changes. */

describe.each(databaseKinds)('a write whose audit entry fails is rolled back on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const admin = (method: string, path: string, options: { json?: unknown; form?: FormData } = {}) =>
    service.request(method, path, { ...options, token: service.tokens.admin });
  const storedFiles = () =>
    existsSync(service.config.uploadDir) ? readdirSync(service.config.uploadDir).sort() : [];
  const users = async () =>
    (await admin('GET', '/api/users.php')).body.users as Array<{ id: number; email: string; role: string }>;
  const gameBySlug = async (slug: string) =>
    (await service.request('GET', `/api/games.php?slug=${slug}`)).body;

  /** Runs `write` while no entry can be written: it fails, and the log still holds what it held. */
  async function failsWithoutItsEntry(write: () => Promise<{ status: number }>): Promise<void> {
    const before = await auditPage(service, '?limit=100');
    const answer = await withAuditLogUnavailable(service, write);
    expect(answer.status).toBe(500);
    expect(await auditPage(service, '?limit=100')).toEqual(before);
  }

  test('user create, update and delete', async () => {
    await failsWithoutItsEntry(() =>
      admin('POST', '/api/users.php', { json: { email: 'lost@example.com', password: 'Lost-Pass-31x' } }),
    );
    expect((await users()).map((user) => user.email)).not.toContain('lost@example.com');

    const created = await admin('POST', '/api/users.php', {
      json: { email: 'kept@example.com', password: 'Kept-Pass-31x', role: 'user' },
    });
    const id = created.body.user.id as number;
    await failsWithoutItsEntry(() =>
      admin('PUT', `/api/users.php?id=${id}`, { json: { role: 'admin', email: 'moved@example.com' } }),
    );
    expect((await users()).find((user) => user.id === id)).toMatchObject({
      email: 'kept@example.com',
      role: 'user',
    });

    await failsWithoutItsEntry(() => admin('DELETE', '/api/users.php', { json: { id } }));
    expect((await users()).map((user) => user.id)).toContain(id);
  });

  test('a game created with images: no game, and the files it wrote are removed', async () => {
    const files = storedFiles();
    const form = gameForm(gameData({ slug: 'never-saved' }), [
      { field: 'cover_image', bytes: await imageBytes('png') },
      { field: 'screenshots[0]', bytes: await imageBytes('jpeg'), type: 'image/jpeg', name: 'a.jpg' },
    ]);
    await failsWithoutItsEntry(() => admin('POST', '/api/games.php', { form }));
    expect((await service.request('GET', '/api/games.php?slug=never-saved')).status).toBe(404);
    expect(storedFiles()).toEqual(files);
  });

  test('a game update keeps the game and its cover; a delete keeps the game', async () => {
    const created = await admin('POST', '/api/games.php', {
      form: gameForm(gameData({ slug: 'kept-game' }), [
        { field: 'cover_image', bytes: await imageBytes('png') },
      ]),
    });
    expect(created.status).toBe(201);
    const before = await gameBySlug('kept-game');
    const files = storedFiles();

    const form = gameForm(gameData({ slug: 'kept-game', title: 'Renamed' }), [
      { field: 'cover_image', bytes: await imageBytes('webp', 48) },
    ]);
    form.append('_method', 'PUT');
    await failsWithoutItsEntry(() => admin('POST', `/api/games.php?id=${before.id}`, { form }));
    expect(await gameBySlug('kept-game')).toEqual(before);
    expect(storedFiles()).toEqual(files);

    await failsWithoutItsEntry(() => admin('DELETE', `/api/games.php?id=${before.id}`));
    expect(await gameBySlug('kept-game')).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  test('a moderation decision stays undone', async () => {
    const id = (await service.request('POST', '/api/submit_dmca.php', { json: dmcaNotice })).body
      .id as number;
    await failsWithoutItsEntry(() =>
      admin('PUT', '/api/dmca_notices.php', { json: { id, status: 'resolved' } }),
    );
    const notices = (await admin('GET', '/api/dmca_notices.php')).body.dmcaNotices as Array<{
      id: number;
      status: string;
    }>;
    expect(notices.find((notice) => notice.id === id)?.status).toBe('pending');
  });

  test('a console sign-in that cannot be recorded issues no token', async () => {
    let answer: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
    await failsWithoutItsEntry(async () => {
      answer = await service.request('POST', '/api/auth.php?action=login', {
        json: { ...adminCredentials, isAdminLogin: true },
      });
      return answer;
    });
    expect(answer.body).toEqual({ error: 'Internal server error' });
  });
});
