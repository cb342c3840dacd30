import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { accountHelpers, uniqueEmail } from '../../../../support/accounts.ts';
import { databaseKinds } from '../../../../support/databases.ts';
import type { TestService } from '../../../../support/service.ts';
import { startTestService } from '../../../../support/service.ts';

describe.each(databaseKinds)('account.php update-profile and update-password on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const { newUser, read, write } = accountHelpers(() => service);

  const row = (id: number) =>
    service.running.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const loginStatus = async (email: string, pass: string) =>
    (await service.request('POST', '/api/auth.php?action=login', { json: { email, password: pass } })).status;

  test('update-profile changes the email (normalised to lower case); the new email logs in', async () => {
    const user = await newUser();
    const answer = await write(user.token, 'update-profile', {
      email: `  Renamed-${user.email.toUpperCase()} `,
    });
    const email = `renamed-${user.email}`;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Profile updated successfully', email });
    expect((await read(user.token, 'profile')).body).toMatchObject({ id: user.id, email, role: 'user' });
    expect((await row(user.id)).email).toBe(email);
    expect(await loginStatus(email, user.password)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
  });

  test('update-profile with the current email answers 200 and changes nothing', async () => {
    const user = await newUser();
    const answer = await write(user.token, 'update-profile', { email: user.email });
    expect(answer.status).toBe(200);
    expect((await row(user.id)).email).toBe(user.email);
  });

  test("update-profile with role admin or another id changes only the caller's email (S17, S18)", async () => {
    const user = await newUser();
    const victim = await newUser();
    const before = await row(user.id);
    const email = `promoted-${user.email}`;
    const answer = await write(user.token, 'update-profile', {
      email,
      role: 'admin',
      id: victim.id,
      userId: victim.id,
      password_hash: 'x',
      token_version: 99,
      created_at: '2000-01-01T00:00:00.000Z',
    });
    expect(answer.status).toBe(200);
    const after = await row(user.id);
    expect(after).toMatchObject({
      email,
      role: 'user',
      password_hash: before.password_hash,
      token_version: before.token_version,
      created_at: before.created_at,
    });
    expect((await row(victim.id)).email).toBe(victim.email);
    expect((await service.request('GET', '/api/users.php', { token: user.token })).status).toBe(403);
  });

  test("update-profile to another user's email answers 400 Failed to update profile", async () => {
    const user = await newUser();
    const other = await newUser();
    for (const email of [other.email, other.email.toUpperCase()]) {
      const answer = await write(user.token, 'update-profile', { email });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Failed to update profile' });
    }
    expect((await row(user.id)).email).toBe(user.email);
    expect((await row(other.id)).email).toBe(other.email);
  });

  test('two users racing to one free email: one gets it, the other the same generic 400, never a 409', async () => {
    for (let round = 0; round < 5; round++) {
      const users = await Promise.all([newUser(), newUser()]);
      const email = uniqueEmail('contested');
      const answers = await Promise.all(users.map((user) => write(user.token, 'update-profile', { email })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
        error: 'Failed to update profile',
      });
    }
  });

  test.each([
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{}, 'Email is required'],
  ])('update-profile with %j answers 400 %j', async (body, message) => {
    const user = await newUser();
    const answer = await write(user.token, 'update-profile', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect((await row(user.id)).email).toBe(user.email);
  });

  test('update-password with a wrong current password answers 400 and leaves the hash unchanged (S13)', async () => {
    const user = await newUser();
    const before = await row(user.id);
    const answer = await write(user.token, 'update-password', {
      currentPassword: 'Not-The-Right-1',
      newPassword: 'Another-Pass-88r',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'Current password is incorrect' });
    expect(answer.body.token).toBeUndefined();
    const after = await row(user.id);
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.token_version).toBe(before.token_version);
    expect((await read(user.token, 'profile')).status).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  test.each([
    ['Password1', 'Password1', 'This password is too common. Please choose another one.'],
    ['Qwerty123', 'Qwerty123', 'This password is too common. Please choose another one.'],
    ['Summer2024', 'Summer2024', 'This password is too common. Please choose another one.'],
    ['Password2024', 'Password2024', 'This password is too common. Please choose another one.'],
    ['Admin12345', 'Admin12345', 'This password is too common. Please choose another one.'],
    ['Gamevault1', 'Gamevault1', 'This password is too common. Please choose another one.'],
    ['short', 'short', 'Password must be at least 6 characters'],
    [
      'nouppercase1',
      'nouppercase1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['203 characters', `Aa1${'x'.repeat(200)}`, 'Password must be at most 128 characters'],
  ])(
    'update-password to %s answers 400 and leaves the hash unchanged (S13)',
    async (_label, newPassword, message) => {
      const user = await newUser();
      const before = await row(user.id);
      const answer = await write(user.token, 'update-password', {
        currentPassword: user.password,
        newPassword,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: message });
      expect((await row(user.id)).password_hash).toBe(before.password_hash);
      expect((await read(user.token, 'profile')).status).toBe(200);
    },
  );

  test("update-password refuses a part of the account's email with a common number, and takes a strong one", async () => {
    const user = await newUser({ prefix: 'wilhelmina' });
    const message = 'This password is too common. Please choose another one.';
    const refused = await write(user.token, 'update-password', {
      currentPassword: user.password,
      newPassword: 'Wilhelmina2024!',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: message, fields: { newPassword: message } });
    const accepted = await write(user.token, 'update-password', {
      currentPassword: user.password,
      newPassword: 'Quiet-Lantern-Ridge-8',
    });
    expect(accepted.status).toBe(200);
  });

  test('update-password without the current password answers 400', async () => {
    const user = await newUser();
    const answer = await write(user.token, 'update-password', { newPassword: 'Another-Pass-88r' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Current password is incorrect');
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  test('a successful update-password bumps the token version and stores a new argon2id hash', async () => {
    const user = await newUser();
    const before = await row(user.id);
    const newPassword = 'Another-Pass-88r';
    const answer = await write(user.token, 'update-password', {
      currentPassword: user.password,
      newPassword,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Password updated successfully', token: expect.any(String) });
    const after = await row(user.id);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(after.token_version).toBe(before.token_version + 1);
    expect((await read(answer.body.token, 'profile')).body).toMatchObject({ id: user.id, email: user.email });
    expect(await loginStatus(user.email, newPassword)).toBe(200);
  });
});

/** Probing for accounts through email changes (Saleor CVE-2026-39851) is slow and says nothing more. */
describe.each(databaseKinds)('update-profile email change limits on %s', (kind) => {
  const perUser = 3;
  const perAddress = 5;
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, {
      limits: { emailChangesPerUserPerHour: perUser, emailChangesPerIpPerHour: perAddress },
    });
  });
  afterAll(() => service.stop());

  const { newUser } = accountHelpers(() => service);
  const change = (token: string, email: string, ip: string) =>
    service.request('POST', '/api/account.php?action=update-profile', {
      token,
      json: { email },
      headers: { 'x-gateway-key': service.config.gatewayKey, 'x-forwarded-for': ip },
    });
  const refused = { error: 'Failed to update profile' };
  const tooMany = { error: 'Too many requests. Please try again later.' };

  test('taken and free addresses count alike; past the limit both get the same 429', async () => {
    const user = await newUser();
    const other = await newUser();
    const ip = '198.51.100.50';
    const first = await change(user.token, other.email, ip);
    expect([first.status, first.body]).toEqual([400, refused]);
    const kept = uniqueEmail('kept');
    expect((await change(user.token, kept, ip)).status).toBe(200);
    expect((await change(user.token, other.email.toUpperCase(), ip)).body).toEqual(refused);

    const taken = await change(user.token, other.email, ip);
    const free = await change(user.token, uniqueEmail('free'), ip);
    for (const answer of [taken, free]) {
      expect([answer.status, answer.body]).toEqual([429, tooMany]);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(
      (await service.request('GET', '/api/account.php?action=profile', { token: user.token })).body.email,
    ).toBe(kept);
    // Sending the current email again changes nothing and is not counted.
    expect((await change(user.token, kept, ip)).status).toBe(200);
  });

  test('users behind one address share its email change budget', async () => {
    const users = await Promise.all([newUser(), newUser(), newUser()]);
    const statuses: number[] = [];
    for (const user of users) {
      for (let attempt = 0; attempt < 2; attempt++) {
        statuses.push((await change(user.token, uniqueEmail('moved'), '198.51.100.60')).status);
      }
    }
    expect(statuses).toEqual([...Array(perAddress).fill(200), ...Array(6 - perAddress).fill(429)]);
    expect((await change(users[2].token, uniqueEmail('moved'), '198.51.100.61')).status).toBe(200);
  });
});
