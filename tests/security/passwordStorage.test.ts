import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { accountHelpers, uniqueEmail } from '../support/accounts.ts';
import { databaseKinds } from '../support/databases.ts';
import type { ApiResponse } from '../support/http.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

const argon2idPrefix = '$argon2id$v=19$m=19456,t=2,p=1$';

/** Every property name in a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** S11: how passwords are stored, and that neither they nor their hashes ever leave the service. */
describe.each(databaseKinds)('password storage and exposure on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const { newUser } = accountHelpers(() => service);

  const storedHash = async (email: string) =>
    (
      await service.running.db.kysely
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  /** No answer may carry the password, the hash, or even the name of the hash column. */
  function expectNoSecrets(answer: ApiResponse, password: string, hash: string) {
    expect(answer.text).not.toContain(password);
    expect(answer.text).not.toContain(hash);
    expect(answer.text).not.toContain('$argon2');
    expect(answer.text).not.toContain('password_hash');
    expect(answer.text).not.toContain('token_version');
    expect(keysOf(answer.body).filter((key) => /password|hash|salt/i.test(key))).toEqual([]);
  }

  test('register stores an argon2id hash with m=19456, t=2, p=1 and a per-user salt', async () => {
    const password = 'Stored-Pass-55s';
    const emails = [uniqueEmail('hash'), uniqueEmail('hash')];
    for (const email of emails) {
      const answer = await service.request('POST', '/api/auth.php?action=register', {
        json: { email, password },
      });
      expect(answer.status).toBe(201);
    }
    const [first, second] = await Promise.all(emails.map(storedHash));
    expect(first?.startsWith(argon2idPrefix)).toBe(true);
    expect(second?.startsWith(argon2idPrefix)).toBe(true);
    expect(first).not.toBe(second);
    expect(first).not.toContain(password);
  });

  test('users created and updated by an admin are stored the same way', async () => {
    const { id, email } = await newUser({ prefix: 'admin-made' });
    expect((await storedHash(email)).startsWith(argon2idPrefix)).toBe(true);
    const updated = await service.request('PUT', `/api/users.php?id=${id}`, {
      token: service.tokens.admin,
      json: { password: 'Admin-Reset-33u' },
    });
    expect(updated.status).toBe(200);
    expect((await storedHash(email)).startsWith(argon2idPrefix)).toBe(true);
  });

  test('no answer from register, login, profile, password change or the users admin leaks a secret', async () => {
    const email = uniqueEmail('leak');
    const password = 'Leak-Check-66w';
    const registered = await service.request('POST', '/api/auth.php?action=register', {
      json: { email, password },
    });
    expect(registered.status).toBe(201);
    const hash = await storedHash(email);
    expectNoSecrets(registered, password, hash);

    const loggedIn = await service.request('POST', '/api/auth.php?action=login', {
      json: { email, password },
    });
    expect(loggedIn.status).toBe(200);
    expectNoSecrets(loggedIn, password, hash);
    const token = loggedIn.body.token as string;

    const answers = [
      await service.request('GET', '/api/account.php?action=profile', { token }),
      await service.request('GET', '/api/users.php', { token: service.tokens.admin }),
      await service.request('PUT', `/api/users.php?id=${registered.body.user.id}`, {
        token: service.tokens.admin,
        json: { role: 'moderator' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expectNoSecrets(answer, password, hash);
    }

    const newPassword = 'Leak-Check-77x';
    const changed = await service.request('POST', '/api/account.php?action=update-password', {
      token,
      json: { currentPassword: password, newPassword },
    });
    expect(changed.status).toBe(200);
    expectNoSecrets(changed, newPassword, await storedHash(email));
    expectNoSecrets(changed, password, hash);
  });

  test('a failed login or a refused password change does not echo the password', async () => {
    const wrong = 'Not-The-Right-1';
    const login = await service.request('POST', '/api/auth.php?action=login', {
      json: { email: 'user@test.example', password: wrong },
    });
    expect(login.status).toBe(401);
    expect(login.text).not.toContain(wrong);
    const change = await service.request('POST', '/api/account.php?action=update-password', {
      token: service.tokens.user,
      json: { currentPassword: wrong, newPassword: 'Password1' },
    });
    expect(change.status).toBe(400);
    expect(change.text).not.toContain(wrong);
    expect(change.text).not.toContain('Password1');
  });
});
