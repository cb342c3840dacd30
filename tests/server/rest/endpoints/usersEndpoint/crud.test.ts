import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { accountHelpers, uniqueEmail } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import { gameData, gameForm } from '../../../../support/games.ts';
import type { TestService } from '../../../../support/service.ts';
import {
  adminCredentials,
  moderatorCredentials,
  startTestService,
  userCredentials,
} from '../../../../support/service.ts';

const password = 'Fresh-Pass-42q';
const isoTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
const publicUser = (fields: Record<string, unknown> = {}) => ({
  id: expect.any(Number),
  email: expect.any(String),
  role: expect.stringMatching(/^(user|moderator|admin)$/),
  created_at: isoTime,
  updated_at: isoTime,
  favorites_count: expect.any(Number),
  downloads_count: expect.any(Number),
  ...fields,
});

describe.each(databaseKinds)('users.php administration on %s', (kind) => {
  let service: TestService;
  let adminId: number;
  beforeAll(async () => {
    service = await startTestService(kind);
    const users = (await call('GET', '/api/users.php')).body.users as { id: number; email: string }[];
    adminId = users.find((user) => user.email === adminCredentials.email)?.id ?? 0;
  });
  afterAll(() => service.stop());

  const call = (method: string, path: string, json?: unknown, token = service.tokens.admin) =>
    service.request(method, path, { token, json });
  const { createUser, newUser, write } = accountHelpers(() => service);
  const createGame = async (slug: string): Promise<number> => {
    const created = await service.request('POST', '/api/games.php', {
      token: service.tokens.admin,
      form: gameForm(gameData({ slug, title: slug })),
    });
    expect(created.status).toBe(201);
    return Number(created.body.game.id);
  };
  const row = (id: number) =>
    service.running.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const userCount = async () =>
    Number(
      (
        await service.running.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test.each([
    ['GET', undefined],
    ['POST', { email: 'intruder@example.com', password, role: 'admin' }],
    ['PUT', { role: 'admin' }],
    ['DELETE', { id: 1 }],
  ])('%s without a token 401, with a user or moderator token 403; nothing changes', async (method, json) => {
    const before = await userCount();
    const path = method === 'PUT' ? '/api/users.php?id=1' : '/api/users.php';
    const anonymous = await service.request(method, path, { json });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Authentication required' });
    for (const token of [service.tokens.user, service.tokens.moderator]) {
      const answer = await call(method, path, json, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: 'You do not have permission to perform this action' });
    }
    expect(await userCount()).toBe(before);
    expect((await row(adminId))?.role).toBe('admin');
  });

  test('GET lists {success, users:[{id,email,role,created_at,updated_at,…counts}]} without hash fields (S19)', async () => {
    const answer = await call('GET', '/api/users.php');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body.success).toBe(true);
    for (const user of answer.body.users) {
      expect(Object.keys(user).sort()).toEqual([
        'created_at',
        'downloads_count',
        'email',
        'favorites_count',
        'id',
        'role',
        'updated_at',
      ]);
      expect(user).toEqual(publicUser());
    }
    const roles = Object.fromEntries(
      answer.body.users.map((u: { email: string; role: string }) => [u.email, u.role]),
    );
    expect(roles).toMatchObject({
      [adminCredentials.email]: 'admin',
      [moderatorCredentials.email]: 'moderator',
      [userCredentials.email]: 'user',
    });
    expect(answer.text).not.toMatch(/password|hash|argon|token_version/i);
  });

  test("GET and PUT count each user's favorites and downloads; a deleted game drops out of them", async () => {
    const [first, second, third] = [
      await createGame('counted-one'),
      await createGame('counted-two'),
      await createGame('counted-three'),
    ];
    const player = await newUser({ prefix: 'player' });
    for (const gameId of [first, second, third]) {
      expect((await write(player.token, 'toggle-favorite', { gameId })).status).toBe(200);
    }
    for (const gameId of [first, first, second]) {
      expect([200, 201]).toContain((await write(player.token, 'record-download', { gameId })).status);
    }
    const listed = async (id: number) =>
      (await call('GET', '/api/users.php')).body.users.find((user: { id: number }) => user.id === id);
    expect(await listed(player.id)).toEqual(
      publicUser({ id: player.id, email: player.email, favorites_count: 3, downloads_count: 2 }),
    );
    expect(await listed(adminId)).toMatchObject({ favorites_count: 0, downloads_count: 0 });

    const promoted = await call('PUT', `/api/users.php?id=${player.id}`, { role: 'moderator' });
    expect(promoted.body.user).toEqual(
      publicUser({ id: player.id, role: 'moderator', favorites_count: 3, downloads_count: 2 }),
    );
    expect((await call('DELETE', `/api/games.php?id=${first}`)).status).toBe(200);
    expect(await listed(player.id)).toMatchObject({ favorites_count: 2, downloads_count: 1 });
  });

  test('an admin cannot change their own role, alone or with another admin left; another admin can', async () => {
    const admins = (await call('GET', '/api/users.php')).body.users.filter(
      (u: { role: string }) => u.role === 'admin',
    );
    expect(admins).toHaveLength(1);
    const alone = await call('PUT', `/api/users.php?id=${adminId}`, { role: 'user' });
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ error: 'You cannot change your own role' });
    const other = await createUser({ role: 'admin' });
    const self = await call('PUT', `/api/users.php?id=${adminId}`, { role: 'moderator' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'You cannot change your own role' });
    expect((await row(adminId))?.role).toBe('admin');
    const unchanged = await call('PUT', `/api/users.php?id=${adminId}`, { role: 'admin' });
    expect(unchanged.status).toBe(200);
    const demoted = await call('PUT', `/api/users.php?id=${other.id}`, { role: 'user' });
    expect(demoted.status).toBe(200);
    expect((await row(other.id))?.role).toBe('user');
  });

  test('POST creates a user: 201 User created successfully; the user logs in with the role given', async () => {
    const email = uniqueEmail('managed');
    const answer = await call('POST', '/api/users.php', {
      email: email.toUpperCase(),
      password,
      role: 'moderator',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'User created successfully',
      user: publicUser({ email, role: 'moderator', favorites_count: 0, downloads_count: 0 }),
    });
    const login = await service.request('POST', '/api/auth.php?action=login', { json: { email, password } });
    expect(login.body.user).toEqual({ id: answer.body.user.id, email, role: 'moderator' });

    const defaulted = await call('POST', '/api/users.php', { email: uniqueEmail('managed'), password });
    expect(defaulted.status).toBe(201);
    expect(defaulted.body.user.role).toBe('user');
  });

  test.each([
    [{ email: 'not-an-email', password }, 'email', 'Invalid email address'],
    [{ password }, 'email', 'Email is required'],
    [{ email: 'x1@example.com', password: 'Ab1' }, 'password', 'Password must be at least 6 characters'],
    [
      { email: 'x2@example.com', password: 'lowercase-only' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { email: 'x3@example.com', password: 'Password1' },
      'password',
      'This password is too common. Please choose another one.',
    ],
    [{ email: 'x4@example.com' }, 'password', 'Password is required'],
    [
      { email: 'x5@example.com', password, role: 'superuser' },
      'role',
      'Role must be user, moderator or admin',
    ],
  ])('POST %j answers 400 on %s: %j', async (body, field, message) => {
    const before = await userCount();
    const answer = await call('POST', '/api/users.php', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: message, fields: { [field]: message } });
    expect(await userCount()).toBe(before);
  });

  test('POST with an email already in use answers 409, whatever its case', async () => {
    for (const email of [userCredentials.email, userCredentials.email.toUpperCase()]) {
      const answer = await call('POST', '/api/users.php', { email, password, role: 'admin' });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'An account with this email already exists' });
    }
  });

  test('PUT changes only the fields sent: User updated successfully', async () => {
    const user = await createUser();
    const before = await row(user.id);
    const promoted = await call('PUT', `/api/users.php?id=${user.id}`, { role: 'moderator' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({
      success: true,
      message: 'User updated successfully',
      user: publicUser({ id: user.id, email: user.email, role: 'moderator', created_at: before?.created_at }),
    });
    expect(await row(user.id)).toMatchObject({ email: user.email, password_hash: before?.password_hash });

    const renamed = await call('PUT', `/api/users.php?id=${user.id}`, { email: `new-${user.email}` });
    expect(renamed.status).toBe(200);
    expect(await row(user.id)).toMatchObject({
      email: `new-${user.email}`,
      role: 'moderator',
      password_hash: before?.password_hash,
    });
  });

  test('PUT ignores protected fields in the body (S17)', async () => {
    const user = await createUser();
    const before = await row(user.id);
    const protectedFields = {
      password_hash: '$argon2id$forged',
      created_at: '2000-01-01T00:00:00.000Z',
      id: adminId,
      token_version: 42,
    };
    const only = await call('PUT', `/api/users.php?id=${user.id}`, protectedFields);
    expect(only.status).toBe(400);
    expect(only.body).toEqual({ error: 'No changes to update' });

    const mixed = await call('PUT', `/api/users.php?id=${user.id}`, {
      ...protectedFields,
      role: 'moderator',
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body.user.id).toBe(user.id);
    expect(await row(user.id)).toMatchObject({
      role: 'moderator',
      password_hash: before?.password_hash,
      created_at: before?.created_at,
      token_version: before?.token_version,
    });
    expect((await row(adminId))?.role).toBe('admin');
  });

  test('PUT {} answers 400 No changes to update; an unknown id 404; a bad id 400', async () => {
    const user = await createUser();
    expect((await call('PUT', `/api/users.php?id=${user.id}`, {})).body).toEqual({
      error: 'No changes to update',
    });
    const missing = await call('PUT', '/api/users.php?id=999999', { role: 'user' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'User not found' });
    for (const path of [
      '/api/users.php',
      '/api/users.php?id=abc',
      '/api/users.php?id=0',
      '/api/users.php?id=1&id=2',
    ]) {
      expect((await call('PUT', path, { role: 'user' })).status).toBe(400);
    }
  });

  test('PUT validates what it changes: bad email, weak password, unknown role 400; taken email 409', async () => {
    const user = await createUser();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: 'nope' }, 400, 'Invalid email address'],
      [
        { password: 'weakpass' },
        400,
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ],
      [{ role: 'superuser' }, 400, 'Role must be user, moderator or admin'],
      [{ email: userCredentials.email }, 409, 'An account with this email already exists'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call('PUT', `/api/users.php?id=${user.id}`, body);
      expect([answer.status, answer.body.error]).toEqual([status, message]);
    }
    expect(await row(user.id)).toMatchObject({ email: user.email, role: 'user' });
  });

  test("POST and PUT refuse a password made of the account's email (the one it will have) with a common number", async () => {
    const message = 'This password is too common. Please choose another one.';
    const created = await call('POST', '/api/users.php', {
      email: 'wilhelmina.quillmoor@example.com',
      password: 'Wilhelmina2024',
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ error: message, fields: { password: message } });

    const user = await createUser({ prefix: 'zephyrine' });
    const kept = await call('PUT', `/api/users.php?id=${user.id}`, { password: 'Zephyrine1987!' });
    expect(kept.status).toBe(400);
    expect(kept.body).toEqual({ error: message, fields: { password: message } });
    const moving = await call('PUT', `/api/users.php?id=${user.id}`, {
      email: 'brightwater@example.org',
      password: 'Brightwater1',
    });
    expect(moving.status).toBe(400);
    expect(moving.body).toEqual({ error: message, fields: { password: message } });
    expect(await row(user.id)).toMatchObject({ email: user.email });
  });

  test('an admin may be demoted while another admin remains', async () => {
    const second = await createUser({ role: 'admin' });
    const answer = await call('PUT', `/api/users.php?id=${second.id}`, { role: 'user' });
    expect(answer.status).toBe(200);
    expect(answer.body.user.role).toBe('user');
  });

  test('two admins demoting each other at the same time still leave one admin', async () => {
    const second = await createUser({ role: 'admin' });
    const secondToken = await service.login({ email: second.email, password: second.password });
    const answers = await Promise.all([
      call('PUT', `/api/users.php?id=${second.id}`, { role: 'user' }),
      call('PUT', `/api/users.php?id=${adminId}`, { role: 'user' }, secondToken),
    ]);
    const db = service.running.db.kysely;
    const admins = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    // Put the seeded admin back in charge before asserting, so that a failure here does not cascade.
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', adminId).execute();
    expect(admins).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  test('DELETE {id} removes the user: User deleted successfully; they can no longer log in', async () => {
    const user = await createUser();
    const answer = await call('DELETE', '/api/users.php', { id: user.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'User deleted successfully' });
    expect(await row(user.id)).toBeUndefined();
    const login = await service.request('POST', '/api/auth.php?action=login', {
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(401);
    const again = await call('DELETE', '/api/users.php', { id: user.id });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'User not found' });
  });

  test('DELETE of yourself answers 400; an unknown or malformed id 404/400', async () => {
    const self = await call('DELETE', '/api/users.php', { id: adminId });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'You cannot delete your own account' });
    expect(await row(adminId)).toBeDefined();

    const unknown = await call('DELETE', '/api/users.php', { id: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'User not found' });
    const before = await userCount();
    for (const body of [{}, { id: 'abc' }, { id: -3 }, [adminId]]) {
      expect((await call('DELETE', '/api/users.php', body)).status).toBe(400);
    }
    expect(await userCount()).toBe(before);
  });
});
