import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import jwt from 'jsonwebtoken';

import { defaultLimits } from '../../server/config.ts';
import { authTimeNow, signToken } from '../../server/rest/auth/tokens.ts';
import { messages } from '../../shared/validation/messages.ts';
import { accountHelpers, uniqueEmail } from '../support/accounts.ts';
import { databaseKinds } from '../support/databases.ts';
import { fakeDate } from '../support/fakeDate.ts';
import { expectData, expectError, gql } from '../support/graphql.ts';
import type { TestService } from '../support/service.ts';
import { adminCredentials, startTestService } from '../support/service.ts';

const windowSeconds = defaultLimits.recentPasswordEntrySeconds;
const needed = {
  error: messages.currentPasswordNeeded,
  fields: { currentPassword: messages.currentPasswordNeeded },
};
const newPassword = 'Other-Pass-58v';

/**
 * Audit finding 3: a stolen token must not be enough to change who can sign in to an account. A
 * session whose password was entered more than `recentPasswordEntrySeconds` ago must send it again.
 */
describe.each(databaseKinds)('writes that change who can sign in need a recent password on %s', (kind) => {
  let service: TestService;
  let adminId: number;
  beforeAll(async () => {
    service = await startTestService(kind);
    adminId = Number((jwt.decode(service.tokens.admin) as { sub: string }).sub);
  });
  afterAll(() => service.stop());
  afterEach(() => {
    jest.useRealTimers();
  });
  const { createUser, newUser, read, write } = accountHelpers(() => service);

  /** A token of the account whose password was entered `secondsAgo` ago (as a session would hold). */
  const tokenEntered = (userId: number, secondsAgo: number, version = 0) =>
    signToken(service.config.jwtSecret, { userId, version, authTime: authTimeNow() - secondsAgo }, 3600);
  const stale = (userId: number) => tokenEntered(userId, windowSeconds + 60);
  const emailOf = async (token: string) => (await read(token, 'profile')).body.email as string;
  const users = (token: string, method: 'POST' | 'PUT', json: unknown, id?: number) =>
    service.request(method, `/api/users.php${id === undefined ? '' : `?id=${id}`}`, { token, json });

  describe('update-profile (SPEC 7)', () => {
    test('a session that has just signed in changes the email with {email} alone', async () => {
      const user = await newUser({ prefix: 'fresh' });
      const email = uniqueEmail('fresh-new');
      const answer = await write(user.token, 'update-profile', { email });
      expect(answer.status).toBe(200);
      expect(await emailOf(user.token)).toBe(email);
    });

    test('ten minutes after the sign-in, {email} alone is refused naming currentPassword', async () => {
      const user = await createUser({ prefix: 'later' });
      fakeDate(Date.now());
      const token = await service.login(user);
      jest.setSystemTime(Date.now() + (windowSeconds - 30) * 1000);
      const email = uniqueEmail('later-new');
      expect((await write(token, 'update-profile', { email })).status).toBe(200);
      jest.setSystemTime(Date.now() + 60_000);
      const refused = await write(token, 'update-profile', { email: uniqueEmail('later-again') });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(needed);
      expect(await emailOf(token)).toBe(email);
    });

    test('a stale session is refused without the password, and accepted with it', async () => {
      const user = await createUser({ prefix: 'stale' });
      const token = stale(user.id);
      const email = uniqueEmail('stale-new');
      const refused = await write(token, 'update-profile', { email });
      expect([refused.status, refused.body]).toEqual([400, needed]);
      expect(await emailOf(token)).toBe(user.email);

      const wrong = await write(token, 'update-profile', { email, currentPassword: 'Wrong-Pass-11a' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual({ currentPassword: messages.currentPasswordIncorrect });
      expect(await emailOf(token)).toBe(user.email);

      const accepted = await write(token, 'update-profile', { email, currentPassword: user.password });
      expect(accepted.status).toBe(200);
      expect(await emailOf(token)).toBe(email);
    });

    test('a token without auth_time counts as stale', async () => {
      const user = await createUser({ prefix: 'claimless' });
      const token = jwt.sign({ typ: 'access', ver: 0 }, service.config.jwtSecret, {
        algorithm: 'HS256',
        subject: String(user.id),
        issuer: 'gamevault',
        audience: 'gamevault-api',
        expiresIn: 600,
      });
      expect((await read(token, 'profile')).status).toBe(200);
      const refused = await write(token, 'update-profile', { email: uniqueEmail('claimless-new') });
      expect([refused.status, refused.body]).toEqual([400, needed]);
    });

    test('the same email again needs nothing: nothing changes', async () => {
      const user = await createUser({ prefix: 'same' });
      const answer = await write(stale(user.id), 'update-profile', { email: user.email });
      expect(answer.status).toBe(200);
    });

    test('a password change gives the session a fresh entry', async () => {
      const user = await createUser({ prefix: 'changed' });
      const changed = await write(stale(user.id), 'update-password', {
        currentPassword: user.password,
        newPassword,
      });
      expect(changed.status).toBe(200);
      const claims = jwt.decode(changed.body.token as string) as { auth_time: number };
      expect(Math.abs(claims.auth_time - authTimeNow())).toBeLessThanOrEqual(5);
      const email = uniqueEmail('changed-new');
      expect((await write(changed.body.token as string, 'update-profile', { email })).status).toBe(200);
    });

    test('sign-in and registration stamp auth_time', async () => {
      const registered = await service.request('POST', '/api/auth.php?action=register', {
        json: { email: uniqueEmail('stamped'), password: 'Stamped-Pass-37r' },
      });
      const signedIn = await service.login(adminCredentials);
      for (const token of [registered.body.token as string, signedIn]) {
        const { auth_time: authTime } = jwt.decode(token) as { auth_time: number };
        expect(Math.abs(authTime - authTimeNow())).toBeLessThanOrEqual(5);
      }
    });
  });

  describe("staff's writes on users.php", () => {
    let staleAdmin: string;
    beforeAll(() => {
      staleAdmin = stale(adminId);
    });

    test('a stale admin cannot create a moderator or an admin without the password', async () => {
      for (const role of ['moderator', 'admin']) {
        const email = uniqueEmail(`stale-${role}`);
        const refused = await users(staleAdmin, 'POST', { email, password: 'Staff-Pass-29w', role });
        expect([refused.status, refused.body]).toEqual([400, needed]);
        const list = await service.request('GET', '/api/users.php', { token: staleAdmin });
        expect(JSON.stringify(list.body)).not.toContain(email);
      }
    });

    test('with the password, or as an ordinary user, the stale admin creates the account', async () => {
      const staff = await users(staleAdmin, 'POST', {
        email: uniqueEmail('confirmed-admin'),
        password: 'Staff-Pass-29w',
        role: 'admin',
        currentPassword: adminCredentials.password,
      });
      expect(staff.status).toBe(201);
      const wrong = await users(staleAdmin, 'POST', {
        email: uniqueEmail('wrongly-confirmed'),
        password: 'Staff-Pass-29w',
        role: 'admin',
        currentPassword: 'Not-The-Pass-1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual({ currentPassword: messages.currentPasswordIncorrect });
      const plain = await users(staleAdmin, 'POST', {
        email: uniqueEmail('plain'),
        password: 'Plain-Pass-29w',
        role: 'user',
      });
      expect(plain.status).toBe(201);
    });

    test.each([
      ['a password', { password: 'Set-By-Admin-77' }],
      ['a role', { role: 'moderator' }],
      ['an email', { email: 'placeholder' }],
    ])('a stale admin setting %s of another user must send the password', async (_what, change) => {
      const target = await createUser({ prefix: 'target' });
      const json = 'email' in change ? { email: uniqueEmail('target-new') } : change;
      const refused = await users(staleAdmin, 'PUT', json, target.id);
      expect([refused.status, refused.body]).toEqual([400, needed]);
      const unchanged = await service.request('GET', '/api/users.php', { token: service.tokens.admin });
      const row = (unchanged.body.users as Array<{ id: number; email: string; role: string }>).find(
        (user) => user.id === target.id,
      );
      expect(row).toMatchObject({ email: target.email, role: 'user' });
      expect((await service.login(target)).length).toBeGreaterThan(0);

      const accepted = await users(
        staleAdmin,
        'PUT',
        { ...json, currentPassword: adminCredentials.password },
        target.id,
      );
      expect(accepted.status).toBe(200);
    });

    test('a role sent unchanged needs nothing; a fresh admin needs nothing either', async () => {
      const target = await createUser({ prefix: 'same-role' });
      expect((await users(staleAdmin, 'PUT', { role: 'user' }, target.id)).status).toBe(200);
      expect((await users(service.tokens.admin, 'PUT', { role: 'moderator' }, target.id)).status).toBe(200);
    });
  });

  describe('through GraphQL, against the REST service', () => {
    const createUserMutation = `mutation($input: UserCreateInput!, $currentPassword: String) {
      createUser(input: $input, currentPassword: $currentPassword) { id role }
    }`;
    const updateUserMutation = `mutation($id: ID!, $input: UserUpdateInput!, $currentPassword: String) {
      updateUser(id: $id, input: $input, currentPassword: $currentPassword) { id role }
    }`;

    test('createUser of an admin from a stale session names currentPassword, and passes with it', async () => {
      const token = stale(adminId);
      const input = { email: uniqueEmail('gql-admin'), password: 'Staff-Pass-29w', role: 'admin' };
      const refused = await gql(service, createUserMutation, { input }, token);
      const error = expectError(refused, 'BAD_USER_INPUT', messages.currentPasswordNeeded);
      expect(error.extensions.fields).toEqual({ currentPassword: messages.currentPasswordNeeded });
      const accepted = await gql(
        service,
        createUserMutation,
        { input, currentPassword: adminCredentials.password },
        token,
      );
      expect(expectData(accepted).createUser.role).toBe('admin');
    });

    test('updateUser of a role from a stale session needs the password; a fresh session does not', async () => {
      const target = await createUser({ prefix: 'gql-target' });
      const variables = { id: String(target.id), input: { role: 'moderator' } };
      expectError(await gql(service, updateUserMutation, variables, stale(adminId)), 'BAD_USER_INPUT');
      const confirmed = await gql(
        service,
        updateUserMutation,
        { ...variables, currentPassword: adminCredentials.password },
        stale(adminId),
      );
      expect(expectData(confirmed).updateUser.role).toBe('moderator');
      const fresh = await gql(
        service,
        updateUserMutation,
        { ...variables, input: { role: 'user' } },
        service.tokens.admin,
      );
      expect(expectData(fresh).updateUser.role).toBe('user');
    });

    test('updateProfile from a stale session passes with the current password', async () => {
      const user = await createUser({ prefix: 'gql-profile' });
      const email = uniqueEmail('gql-profile-new');
      const answer = await gql(
        service,
        'mutation($email: String!, $p: String!) { updateProfile(email: $email, currentPassword: $p) { email } }',
        { email, p: user.password },
        stale(user.id),
      );
      expect(expectData(answer).updateProfile.email).toBe(email);
    });
  });
});
