import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { FaultServer } from '../support/faultServer.ts';
import { startFaultServer } from '../support/faultServer.ts';
import { expectData, expectError, gql } from '../support/graphql.ts';
import type { TestService } from '../support/service.ts';
import { startTestService, userCredentials } from '../support/service.ts';

const login = 'mutation L($input: LoginInput!) { login(input: $input) { token user { email role } } }';
const wrongPassword = 'Wrong-Pass-00q';

/** The real login lock (5 failures per account and address), without the per-address throttle. */
const limits = {
  loginFailuresPerAccountAndIp: 5,
  loginFailuresPerAccountPerHour: 100,
  authAttemptsPerIpPerMinute: 1000,
};

/** A GraphQL login as the test user, sent with an `X-Forwarded-For` header. */
const loginFrom = (service: TestService, forwardedFor: string, password = wrongPassword) =>
  gql(service, login, { input: { email: userCredentials.email, password } }, undefined, {
    'x-forwarded-for': forwardedFor,
  });

describe('the BFF forwards the visitor address behind one trusted proxy (TRUST_PROXY=1)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite', { limits, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => service.stop());

  test('the login lock applies to the visitor who failed, not to another visitor', async () => {
    const attacker = '203.0.113.7';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectError(await loginFrom(service, attacker), 'UNAUTHENTICATED');
    }
    expectError(await loginFrom(service, attacker), 'RATE_LIMITED');
    // The locked pair stays locked even with the right password.
    expectError(await loginFrom(service, attacker, userCredentials.password), 'RATE_LIMITED');

    const visitor = '198.51.100.9';
    expectError(await loginFrom(service, visitor), 'UNAUTHENTICATED');
    const session = expectData(await loginFrom(service, visitor, userCredentials.password)).login;
    expect(session).toEqual({
      token: expect.stringMatching(/^eyJ/),
      user: { email: userCredentials.email, role: 'user' },
    });
  });
});

describe('without TRUST_PROXY a spoofed X-Forwarded-For changes nothing', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite', { limits });
  });
  afterAll(() => service.stop());

  test('5 failures with varying X-Forwarded-For values lock the account for the one real address', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectError(await loginFrom(service, `203.0.113.${attempt}`), 'UNAUTHENTICATED');
    }
    expectError(await loginFrom(service, '203.0.113.6'), 'RATE_LIMITED');
    expectError(await loginFrom(service, '198.51.100.9', userCredentials.password), 'RATE_LIMITED');
  });
});

describe('the gateway key and visitor address go only to an upstream configured for them', () => {
  const profile = { id: 7, email: 'player@example.com', role: 'user', created_at: '2024-01-01' };
  let upstream: FaultServer;
  const services: TestService[] = [];
  beforeAll(async () => {
    upstream = await startFaultServer({ fallback: { status: 200, body: profile } });
  });
  afterAll(async () => {
    for (const service of services) await service.stop();
    await upstream.close();
  });

  /** A server whose GraphQL layer calls the fault server, and the headers of its one call there. */
  async function headersSeen(env: Record<string, string>) {
    const service = await startTestService('sqlite', { env: { UPSTREAM_URL: upstream.url, ...env } });
    services.push(service);
    const before = upstream.requests.length;
    expect(expectData(await gql(service, '{ me { email } }', undefined, 'some.user.token')).me).toEqual({
      email: profile.email,
    });
    const calls = upstream.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toBe('Bearer some.user.token');
    return { headers: calls[0]?.headers ?? {}, gatewayKey: service.config.gatewayKey };
  }

  test('a foreign UPSTREAM_URL receives neither the gateway key nor X-Forwarded-For', async () => {
    const { headers, gatewayKey } = await headersSeen({});
    expect(headers['x-gateway-key']).toBeUndefined();
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain(gatewayKey);
  });

  test('an upstream given UPSTREAM_GATEWAY_KEY receives that key and the visitor address', async () => {
    const key = 'upstream-key-0123456789-0123456789-abcdef';
    const { headers, gatewayKey } = await headersSeen({ UPSTREAM_GATEWAY_KEY: key });
    expect(headers['x-gateway-key']).toBe(key);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(JSON.stringify(headers)).not.toContain(gatewayKey);
  });
});
