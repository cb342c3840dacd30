import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { profileCache } from '../../../../server/graphql/datasources/profileCache.ts';
import { authTimeNow, signToken } from '../../../../server/rest/auth/tokens.ts';
import { accountHelpers } from '../../../support/accounts.ts';
import { expectData, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** The GraphQL layer keeps a caller's profile for a few seconds, and forgets it when it changes. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cacheMs = 3000;
const meQuery = '{ me { email role } }';

let service: TestService;
const accounts = accountHelpers(() => service);

beforeAll(async () => {
  service = await startTestService('sqlite', { env: { PROFILE_CACHE_MS: String(cacheMs) } });
});
afterAll(() => service.stop());

const me = (token: string) => gql(service, meQuery, undefined, token);

async function roleSeenBy(token: string): Promise<string | undefined> {
  return (await me(token)).body.data?.me?.role;
}

/** Changes the role on the REST service directly, past the GraphQL layer. */
async function setRoleBehindItsBack(id: number, role: string) {
  const answer = await service.request('PUT', `/api/users.php?id=${id}`, {
    token: service.tokens.admin,
    json: { role },
  });
  expect(answer.status).toBe(200);
}

describe('a signed-in caller profile', () => {
  test('is reused for the same token for a while, then asked again', async () => {
    const user = await accounts.newUser({ prefix: 'cached' });
    expect(await roleSeenBy(user.token)).toBe('user');

    await setRoleBehindItsBack(user.id, 'moderator');
    // Still within the cache time: the change made past the GraphQL layer is not seen yet.
    expect(await roleSeenBy(user.token)).toBe('user');

    let role = await roleSeenBy(user.token);
    const started = performance.now();
    while (role !== 'moderator' && performance.now() - started < cacheMs + 5000) {
      await sleep(250);
      role = await roleSeenBy(user.token);
    }
    expect(role).toBe('moderator');
  });

  test('is forgotten at once when an admin changes the role through GraphQL', async () => {
    const user = await accounts.newUser({ prefix: 'promoted' });
    expect(await roleSeenBy(user.token)).toBe('user');
    expectData(
      await gql(
        service,
        'mutation ($id: ID!) { updateUser(id: $id, input: { role: "moderator" }) { role } }',
        { id: String(user.id) },
        service.tokens.admin,
      ),
    );
    expect(await roleSeenBy(user.token)).toBe('moderator');
  });

  test('is forgotten at once when the account is deleted through GraphQL', async () => {
    const user = await accounts.newUser({ prefix: 'deleted' });
    expect(await roleSeenBy(user.token)).toBe('user');
    expectData(
      await gql(
        service,
        'mutation ($id: ID!) { deleteUser(id: $id) { message } }',
        { id: String(user.id) },
        service.tokens.admin,
      ),
    );
    const after = await me(user.token);
    expect(after.body.data?.me ?? null).toBeNull();
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('is forgotten at once when its owner changes the password: the old token ends', async () => {
    const user = await accounts.newUser({ prefix: 'rekeyed' });
    expect(await roleSeenBy(user.token)).toBe('user');
    const changed = expectData(
      await gql(
        service,
        'mutation ($current: String!, $next: String!) { updatePassword(currentPassword: $current, newPassword: $next) { token } }',
        { current: user.password, next: 'Rekeyed-Pass-51w' },
        user.token,
      ),
    );
    expect((await me(user.token)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await roleSeenBy(changed.updatePassword.token)).toBe('user');
  });

  test("is forgotten for every token of the account when a password change ends the others' sessions", async () => {
    const user = await accounts.newUser({ prefix: 'two-devices' });
    const otherDevice = await service.login({ email: user.email, password: user.password });
    expect(await roleSeenBy(user.token)).toBe('user');
    expect(await roleSeenBy(otherDevice)).toBe('user');
    expectData(
      await gql(
        service,
        'mutation ($current: String!, $next: String!) { updatePassword(currentPassword: $current, newPassword: $next) { token } }',
        { current: user.password, next: 'Two-Devices-Pass-38v' },
        user.token,
      ),
    );
    expect((await me(otherDevice)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('is never reused past its token expiry, however long the cache time', async () => {
    const user = await accounts.newUser({ prefix: 'expiring' });
    // Expires within a second; the REST service still takes it for a while (clock tolerance).
    const shortLived = signToken(
      service.config.jwtSecret,
      { userId: user.id, version: 0, authTime: authTimeNow() },
      1,
    );
    expect(await roleSeenBy(shortLived)).toBe('user');
    await setRoleBehindItsBack(user.id, 'moderator');
    await sleep(1200);
    // Past its expiry but well within the cache time: asked afresh, so the change shows.
    expect(await roleSeenBy(shortLived)).toBe('moderator');
  });
});

describe('the profile cache on its own', () => {
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** A token as the cache reads it: unverified claims (the signature is the REST service's). */
  const tokenWith = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`;

  test('keeps a profile no longer than its cache time whatever the token claims as its expiry', async () => {
    const cache = profileCache({ ttlMs: 30 });
    for (const exp of ['never', { at: 1 }, null, Number.MAX_SAFE_INTEGER]) {
      let loads = 0;
      const load = async () => {
        loads += 1;
        return { id: 7, email: 'cached@test.example', role: 'user', created_at: '' };
      };
      const token = tokenWith({ sub: '7', exp });
      await cache.get(token, load);
      await sleep(80);
      await cache.get(token, load);
      expect({ exp, loads }).toEqual({ exp, loads: 2 });
    }
  });
});
