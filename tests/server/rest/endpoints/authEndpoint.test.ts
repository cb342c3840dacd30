import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { uniqueEmail } from '../../../support/accounts.ts';
import { databaseKinds } from '../../../support/databases.ts';
import type { TestService } from '../../../support/service.ts';
import {
  adminCredentials,
  moderatorCredentials,
  startTestService,
  userCredentials,
} from '../../../support/service.ts';

const strongPassword = 'Fresh-Pass-42q';

describe.each(databaseKinds)('auth.php login and registration on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const login = (json: Record<string, unknown>) =>
    service.request('POST', '/api/auth.php?action=login', { json });
  const register = (json: Record<string, unknown>) =>
    service.request('POST', '/api/auth.php?action=register', { json });
  const profile = (token: string) => service.request('GET', '/api/account.php?action=profile', { token });

  async function expectRejectedPassword(password: string, message: string) {
    const answer = await register({ email: uniqueEmail('weak'), password });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: message, fields: { password: message } });
    expect(answer.body.token).toBeUndefined();
  }

  test('login answers {token, user:{id,email,role}} and the token opens the profile', async () => {
    const answer = await login(userCredentials);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String),
      user: { id: expect.any(Number), email: userCredentials.email, role: 'user' },
    });
    const me = await profile(answer.body.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: answer.body.user.id, email: userCredentials.email, role: 'user' });
  });

  test('register answers 201 {token, user} with role user, even when role admin is sent (S17)', async () => {
    const email = uniqueEmail('climber');
    const answer = await register({
      email,
      password: strongPassword,
      confirmPassword: strongPassword,
      role: 'admin',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      token: expect.any(String),
      user: { id: expect.any(Number), email, role: 'user' },
    });
    const row = await service.running.db.kysely
      .selectFrom('users')
      .select(['role'])
      .where('id', '=', answer.body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
    const me = await profile(answer.body.token);
    expect(me.body.role).toBe('user');
    const admin = await service.request('GET', '/api/users.php', { token: answer.body.token });
    expect(admin.status).toBe(403);
  });

  test.each([
    ['not-an-email', 'Invalid email address'],
    ['missing@tld', 'Invalid email address'],
    ['', 'Email is required'],
  ])('register with email %j answers 400 %j', async (email, message) => {
    const answer = await register({ email, password: strongPassword });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: message, fields: { email: message } });
  });

  test('login with a malformed email answers 400 Invalid email address', async () => {
    const answer = await login({ email: 'nobody', password: strongPassword });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Invalid email address');
  });

  test('register refuses short passwords and passwords without upper, lower and digit', async () => {
    await expectRejectedPassword('Ab1', 'Password must be at least 6 characters');
    await expectRejectedPassword(
      'alllowercase',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    await expectRejectedPassword(
      'NOLOWER123',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
  });

  test('register refuses a common password such as Password1', async () => {
    await expectRejectedPassword('Password1', 'This password is too common. Please choose another one.');
  });

  test.each(['Summer2024', 'Password2024', 'Admin12345', 'Gamevault1'])(
    'register refuses %s: a common word, season or the site name with a year or a count (S13)',
    async (password) => {
      await expectRejectedPassword(password, 'This password is too common. Please choose another one.');
    },
  );

  test("register refuses the account's own email or the site's name with a common number", async () => {
    const message = 'This password is too common. Please choose another one.';
    const email = uniqueEmail('zephyrine.quillmoor').replace('@example.com', '@brightwater.example');
    for (const password of ['Zephyrine1987', 'Quillmoor2024!', 'Brightwater1']) {
      const answer = await register({ email, password });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: message, fields: { password: message } });
    }
    const renamed = await service.request('PUT', '/api/settings.php', {
      token: service.tokens.admin,
      json: {
        site_name: 'Open Arcade',
        site_description: '',
        contact_email: 'team@arcade.example',
        maintenance_mode: false,
        two_factor_enabled: false,
        session_timeout: 120,
      },
    });
    expect(renamed.status).toBe(200);
    await expectRejectedPassword('OpenArcade2025', message);
    expect((await register({ email: uniqueEmail('strong'), password: 'Quiet-Lantern-Ridge-8' })).status).toBe(
      201,
    );
  });

  test('a 5,000-character password answers 400 on register and on login (S12)', async () => {
    const huge = `Aa1${'x'.repeat(4997)}`;
    await expectRejectedPassword(huge, 'Password must be at most 128 characters');
    const answer = await login({ email: userCredentials.email, password: huge });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Password must be at most 128 characters');
  });

  test('a 64-character passphrase is accepted and logs in; a 72-character prefix of a 73 one fails', async () => {
    const passphrase = 'Correct horse battery staple 2024 and Seven More Words To Go ok!';
    expect(passphrase).toHaveLength(64);
    const email = uniqueEmail('passphrase');
    expect((await register({ email, password: passphrase })).status).toBe(201);
    expect((await login({ email, password: passphrase })).status).toBe(200);
    expect((await login({ email, password: passphrase.slice(0, 63) })).status).toBe(401);

    const long = `${passphrase}123456789`;
    expect(long).toHaveLength(73);
    const other = uniqueEmail('long');
    expect((await register({ email: other, password: long })).status).toBe(201);
    expect((await login({ email: other, password: long.slice(0, 72) })).status).toBe(401);
    expect((await login({ email: other, password: long })).status).toBe(200);
  });

  test('register with an email already in use answers 409, whatever its case', async () => {
    const email = uniqueEmail('twice');
    expect((await register({ email, password: strongPassword })).status).toBe(201);
    for (const again of [email, email.toUpperCase()]) {
      const answer = await register({ email: again, password: strongPassword });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'An account with this email already exists' });
    }
  });

  test('emails are case-insensitive: Case@Example.com registers, case@example.com logs in', async () => {
    const registered = await register({ email: 'Case@Example.com', password: strongPassword });
    expect(registered.status).toBe(201);
    expect(registered.body.user.email).toBe('case@example.com');
    for (const email of ['case@example.com', 'CASE@EXAMPLE.COM', ' Case@Example.com ']) {
      const answer = await login({ email, password: strongPassword });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toEqual({
        id: registered.body.user.id,
        email: 'case@example.com',
        role: 'user',
      });
    }
  });

  test('unknown email and known email with a wrong password answer the same 401 body (S07)', async () => {
    const unknown = await login({ email: 'nobody-here@example.com', password: 'Wrong-Pass-11a' });
    const wrong = await login({ email: userCredentials.email, password: 'Wrong-Pass-11a' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe('{"error":"Invalid email or password"}');
    expect(wrong.text).toBe(unknown.text);
    expect(wrong.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  });

  test('a user with isAdminLogin:true gets 403 and no token; an admin or a moderator gets 200 (S14)', async () => {
    const denied = await login({ ...userCredentials, isAdminLogin: true });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: 'Access denied. Only administrators can access this area.' });
    expect(denied.text).not.toContain('token');

    const admin = await login({ ...adminCredentials, isAdminLogin: true });
    expect(admin.status).toBe(200);
    expect(admin.body.user).toMatchObject({ email: adminCredentials.email, role: 'admin' });
    expect(admin.body.token).toEqual(expect.any(String));

    const moderator = await login({ ...moderatorCredentials, isAdminLogin: true });
    expect(moderator.status).toBe(200);
    expect(moderator.body.user).toMatchObject({ email: moderatorCredentials.email, role: 'moderator' });
  });

  test('the admin flag does not help a wrong password: 401, not 403', async () => {
    const answer = await login({
      email: userCredentials.email,
      password: 'Wrong-Pass-11a',
      isAdminLogin: true,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'Invalid email or password' });
  });

  test('an unknown or missing action answers 400; GET on auth.php answers 405', async () => {
    for (const path of ['/api/auth.php?action=refresh', '/api/auth.php']) {
      const answer = await service.request('POST', path, { json: userCredentials });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error:
          'action must be login, two-factor, register, forgot-password, reset-password, undo-email-change, logout, verify-email or resend-verification',
      });
    }
    const get = await service.request('GET', '/api/auth.php?action=login');
    expect(get.status).toBe(405);
    expect(get.body).toEqual({ error: 'Method not allowed' });
  });

  test('a body that is not a JSON object answers 400', async () => {
    const array = await service.request('POST', '/api/auth.php?action=login', { json: [userCredentials] });
    expect(array.status).toBe(400);
    expect(array.body).toEqual({ error: 'Request body must be a JSON object' });
    const broken = await service.request('POST', '/api/auth.php?action=login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'Request body must be valid JSON' });
  });

  test.each([
    ['login', '"constructor":{"prototype":{"role":"admin"}}'],
    ['login', '"__proto__":{"role":"admin"}'],
    ['register', '"constructor":{"prototype":{"role":"admin"}}'],
  ])('%s with a body carrying %s answers 400 or ignores the key, never 500 (S23)', async (action, extra) => {
    const email = action === 'login' ? userCredentials.email : uniqueEmail('proto');
    const password = action === 'login' ? userCredentials.password : strongPassword;
    const answer = await service.request('POST', `/api/auth.php?action=${action}`, {
      headers: { 'content-type': 'application/json' },
      body: `{"email":${JSON.stringify(email)},"password":${JSON.stringify(password)},${extra}}`,
    });
    expect(answer.status).toBeLessThan(500);
    expect([200, 201, 400]).toContain(answer.status);
    if (answer.status !== 400) expect(answer.body.user.role).toBe('user');
  });
});
