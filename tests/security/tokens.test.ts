import { generateKeyPairSync, randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { JwtHeader } from 'jsonwebtoken';
import jwt from 'jsonwebtoken';

import { accountHelpers } from '../support/accounts.ts';
import { databaseKinds } from '../support/databases.ts';
import type { TestService } from '../support/service.ts';
import { startTestService, userCredentials } from '../support/service.ts';

const rejected = { error: 'Invalid or expired token' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** The claims the service puts in its own tokens (server/rest/auth/tokens.ts). */
interface Claims {
  sub: string;
  ver: number;
  typ: string;
  iss: string;
  aud: string;
  iat: number;
  exp?: number;
  [key: string]: unknown;
}

function claimsOf(token: string): Claims {
  return jwt.decode(token) as Claims;
}

describe.each(databaseKinds)('auth tokens: forgery, expiry and revocation on %s', (kind) => {
  let service: TestService;
  let admin: Claims;
  beforeAll(async () => {
    service = await startTestService(kind);
    admin = claimsOf(service.tokens.admin);
  });
  afterAll(() => service.stop());

  /** Claims for the seeded admin as the service would issue them, with overrides. */
  const adminClaims = (overrides: Partial<Claims> = {}): Claims => ({
    sub: admin.sub,
    ver: admin.ver,
    typ: 'access',
    iss: 'gamevault',
    aud: 'gamevault-api',
    iat: now(),
    exp: now() + 600,
    ...overrides,
  });
  const signHs256 = (claims: object) =>
    jwt.sign(claims, service.config.jwtSecret, { algorithm: 'HS256', noTimestamp: true });
  const { newUser } = accountHelpers(() => service);
  const listUsers = (token: string) => service.request('GET', '/api/users.php', { token });
  const profile = (token: string) => service.request('GET', '/api/account.php?action=profile', { token });
  const loginAnswer = (email: string, password: string, rememberMe = false) =>
    service.request('POST', '/api/auth.php?action=login', { json: { email, password, rememberMe } });

  async function expectRejected(token: string) {
    const answer = await listUsers(token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(rejected);
    expect(answer.body.users).toBeUndefined();
  }

  test('control: a token signed by hand with the service secret and its claims is accepted', async () => {
    const answer = await listUsers(signHs256(adminClaims()));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  test('alg:none claiming the admin id and role is refused (S01)', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims({ role: 'admin' }))}.`;
    await expectRejected(token);
    await expectRejected(token.slice(0, -1));
  });

  test('a user token whose payload is edited to the admin id and role, signature kept, is refused (S02)', async () => {
    const [header, , signature] = service.tokens.user.split('.');
    const edited = { ...claimsOf(service.tokens.user), sub: admin.sub, role: 'admin' };
    await expectRejected(`${header}.${b64(edited)}.${signature}`);
    const roleOnly = { ...claimsOf(service.tokens.user), role: 'admin' };
    await expectRejected(`${header}.${b64(roleOnly)}.${signature}`);
  });

  test('tokens signed with HS512 (the real secret) or RS256 are refused (S02)', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expectRejected(
      jwt.sign(adminClaims(), service.config.jwtSecret, { algorithm: 'HS512', noTimestamp: true }),
    );
    await expectRejected(jwt.sign(adminClaims(), privateKey, { algorithm: 'RS256', noTimestamp: true }));
  });

  test('a header with jwk or jku pointing to an attacker key is refused (S02)', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = publicKey.export({ format: 'jwk' });
    await expectRejected(
      jwt.sign(adminClaims(), privateKey, {
        algorithm: 'RS256',
        noTimestamp: true,
        header: { alg: 'RS256', jwk } as JwtHeader,
      }),
    );
    const attackerSecret = randomBytes(32);
    await expectRejected(
      jwt.sign(adminClaims(), attackerSecret, {
        algorithm: 'HS256',
        noTimestamp: true,
        header: { alg: 'HS256', jku: 'https://evil.example/jwks.json', kid: 'attacker' },
      }),
    );
  });

  test('a token that expired one minute ago is refused (S03)', async () => {
    await expectRejected(signHs256(adminClaims({ iat: now() - 3600, exp: now() - 60 })));
  });

  test('a correctly signed token without exp is refused (S03)', async () => {
    const claims = adminClaims();
    delete claims.exp;
    await expectRejected(signHs256(claims));
  });

  test('a header naming critical extensions (crit) is refused, with the real secret (S03)', async () => {
    for (const crit of [['exp'], ['x-gamevault-scope'], []]) {
      await expectRejected(
        jwt.sign(adminClaims(), service.config.jwtSecret, {
          algorithm: 'HS256',
          noTimestamp: true,
          header: { alg: 'HS256', typ: 'JWT', crit } as JwtHeader,
        }),
      );
    }
  });

  test('a token issued in the future is refused beyond the 30 s clock tolerance (S03)', async () => {
    // Signed with its own iat (noTimestamp would drop it).
    const issuedAt = (iat: number, exp = now() + 600) =>
      jwt.sign(adminClaims({ iat, exp }), service.config.jwtSecret, { algorithm: 'HS256' });
    await expectRejected(issuedAt(now() + 3600, now() + 7200));
    await expectRejected(issuedAt(now() + 90));
    // Another machine's clock a few seconds ahead is not a forgery.
    expect((await listUsers(issuedAt(now() + 10))).status).toBe(200);
  });

  test('a token expiring beyond the longest lifetime the server issues is refused (S03)', async () => {
    const longest = service.config.rememberedTokenTtlSeconds;
    await expectRejected(signHs256(adminClaims({ exp: now() + longest + 3600 })));
    await expectRejected(signHs256(adminClaims({ exp: now() + 100 * 365 * 86_400 })));
    expect((await listUsers(signHs256(adminClaims({ exp: now() + longest - 60 })))).status).toBe(200);
    // A user's "Remember me" token lasts that longest lifetime, and works.
    const remembered = await loginAnswer(userCredentials.email, userCredentials.password, true);
    expect(claimsOf(remembered.body.token as string).exp).toBeGreaterThan(now() + longest - 60);
    expect((await profile(remembered.body.token as string)).status).toBe(200);
  });

  test.each([
    ['issuer', { iss: 'someone-else' }],
    ['audience', { aud: 'another-api' }],
    ['token type', { typ: 'refresh' }],
    ['subject', { sub: 'admin' }],
    ['version', { ver: 'x' }],
  ])('a token with the wrong %s is refused (S03)', async (_name, overrides) => {
    await expectRejected(signHs256(adminClaims(overrides as Partial<Claims>)));
  });

  test('a token for a user id that does not exist is refused', async () => {
    await expectRejected(signHs256(adminClaims({ sub: '999999' })));
  });

  test('a token signed with another secret, garbage and a non-Bearer header are refused', async () => {
    await expectRejected(jwt.sign(adminClaims(), randomBytes(32), { algorithm: 'HS256', noTimestamp: true }));
    await expectRejected('not-a-token');
    const basic = await service.request('GET', '/api/users.php', {
      headers: { authorization: 'Basic YTpi' },
    });
    expect(basic.status).toBe(401);
    expect(basic.body).toEqual(rejected);
  });

  test('changing the password ends every earlier session and answers a fresh token (S05)', async () => {
    const user = await newUser();
    const tokenA = user.token;
    const tokenB = await service.login(user);
    const newPassword = 'Changed-Pass-77k';
    const changed = await service.request('POST', '/api/account.php?action=update-password', {
      token: tokenA,
      json: { currentPassword: user.password, newPassword },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Password updated successfully', token: expect.any(String) });

    for (const old of [tokenB, tokenA]) {
      const answer = await profile(old);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(rejected);
    }
    const fresh = await profile(changed.body.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.email).toBe(user.email);

    expect((await loginAnswer(user.email, user.password)).status).toBe(401);
    expect((await loginAnswer(user.email, newPassword)).status).toBe(200);
  });

  test('an admin demoted to user keeps a valid session but gets 403 on users.php (S06)', async () => {
    const second = await newUser({ role: 'admin' });
    expect((await listUsers(second.token)).status).toBe(200);
    const demoted = await service.request('PUT', `/api/users.php?id=${second.id}`, {
      token: service.tokens.admin,
      json: { role: 'user' },
    });
    expect(demoted.status).toBe(200);
    const answer = await listUsers(second.token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'You do not have permission to perform this action' });
    const me = await profile(second.token);
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('user');
  });

  test("a deleted user's token answers 401 (S06)", async () => {
    const user = await newUser();
    expect((await profile(user.token)).status).toBe(200);
    const removed = await service.request('DELETE', '/api/users.php', {
      token: service.tokens.admin,
      json: { id: user.id },
    });
    expect(removed.status).toBe(200);
    const answer = await profile(user.token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(rejected);
  });

  test("an admin changing a user's password through users.php ends that user's sessions", async () => {
    const user = await newUser();
    const other = await newUser();
    const newPassword = 'Reset-By-Admin-5m';
    const changed = await service.request('PUT', `/api/users.php?id=${user.id}`, {
      token: service.tokens.admin,
      json: { password: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await profile(user.token)).status).toBe(401);
    expect((await profile(other.token)).status).toBe(200);
    expect((await loginAnswer(user.email, user.password)).status).toBe(401);
    expect((await loginAnswer(user.email, newPassword)).status).toBe(200);
  });
});
