import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import jwt from 'jsonwebtoken';

import { databaseKinds } from '../support/databases.ts';
import { expectData, expectError, gql } from '../support/graphql.ts';
import type { TestService } from '../support/service.ts';
import { startTestService, userCredentials } from '../support/service.ts';

const usersQuery = '{ users { id email } }';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(databaseKinds)('GraphQL authentication and brute-force limits on %s', (kind) => {
  let service: TestService;
  let adminClaims: jwt.JwtPayload;
  beforeAll(async () => {
    // The real per-account lock (5 failures), so that a login attempt that ran would show.
    service = await startTestService(kind, { limits: { loginFailuresPerAccountAndIp: 5 } });
    adminClaims = jwt.decode(service.tokens.admin) as jwt.JwtPayload;
  });
  afterAll(() => service.stop());

  /** A token with the admin's claims, signed with the server's secret, expiring at `exp`. */
  const signedAdminToken = (exp: number) =>
    jwt.sign({ ...adminClaims, exp }, service.config.jwtSecret, { algorithm: 'HS256' });

  const expectRefused = async (token: string) => {
    const result = await gql(service, usersQuery, undefined, token);
    expectError(result, 'UNAUTHENTICATED');
    expect(result.body.data).toBeNull();
  };

  test('S01: an alg:none token with the admin id is UNAUTHENTICATED', async () => {
    const header = base64url({ alg: 'none', typ: 'JWT' });
    const payload = base64url({ ...adminClaims, sub: adminClaims.sub, role: 'admin' });
    await expectRefused(`${header}.${payload}.`);
    await expectRefused(`${header}.${payload}`);
  });

  test('S01: an expired admin token is UNAUTHENTICATED, while the same token unexpired works', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = await gql(service, usersQuery, undefined, signedAdminToken(now + 600));
    expect(expectData(fresh).users.length).toBeGreaterThan(0);
    await expectRefused(signedAdminToken(now - 120));
  });

  test('S03: with the real secret, a crit header, a future iat or a far exp is UNAUTHENTICATED', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: jwt.JwtPayload, header?: jwt.JwtHeader) =>
      jwt.sign({ ...adminClaims, iat: now, exp: now + 600, ...claims }, service.config.jwtSecret, {
        algorithm: 'HS256',
        ...(header && { header }),
      });
    const fresh = await gql(service, usersQuery, undefined, sign({}));
    expect(expectData(fresh).users.length).toBeGreaterThan(0);
    await expectRefused(sign({}, { alg: 'HS256', typ: 'JWT', crit: ['x-gamevault-scope'] }));
    await expectRefused(sign({ iat: now + 3600, exp: now + 7200 }));
    await expectRefused(sign({ exp: now + service.config.rememberedTokenTtlSeconds + 3600 }));
  });

  test('S01: a token signed with another secret, or a user token edited to another sub, is UNAUTHENTICATED', async () => {
    await expectRefused(
      jwt.sign(adminClaims, 'another-secret-of-at-least-32-bytes!!', { algorithm: 'HS256' }),
    );
    const [header, , signature] = service.tokens.user.split('.');
    const payload = base64url({ ...(jwt.decode(service.tokens.user) as object), sub: adminClaims.sub });
    await expectRefused(`${header}.${payload}.${signature}`);
  });

  test('S10: 20 aliased login mutations in one request are refused before any password check', async () => {
    const attempts = Array.from(
      { length: 20 },
      (_, i) =>
        `a${i}: login(input: { email: "${userCredentials.email}", password: "Wrong-Pass-${i}" }) { token }`,
    );
    const result = await gql(service, `mutation { ${attempts.join('\n')} }`);
    expect(result.status).toBe(400);
    expectError(result, 'GRAPHQL_VALIDATION_FAILED');
    expect(result.body.data).toBeUndefined();
    // Had the 20 wrong passwords been checked, the account would now be locked (limit 5).
    const login = await gql(service, 'mutation L($input: LoginInput!) { login(input: $input) { token } }', {
      input: userCredentials,
    });
    expect(expectData(login).login.token).toMatch(/^eyJ/);
  });

  test('S10: a JSON array of operations is refused: batching is disabled', async () => {
    const operation = {
      query: 'mutation L($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { ...userCredentials, password: 'Wrong-Pass-1' } },
    };
    const answer = await service.request('POST', '/graphql', { json: [operation, operation] });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Operation batching disabled');
  });
});
