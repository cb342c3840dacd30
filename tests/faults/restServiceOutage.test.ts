import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { FaultServer } from '../support/faultServer.ts';
import { startFaultServer } from '../support/faultServer.ts';
import type { GqlResult } from '../support/graphql.ts';
import { expectData, gql } from '../support/graphql.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

/** Baseline F1 and F2: the REST service down or hanging, seen from a GraphQL client. */

const profile = { id: 7, email: 'player@example.com', role: 'user', created_at: '2024-01-01' };
const me = '{ me { email } }';
const timeoutMs = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each operation comes from another visitor, so no profile the GraphQL layer keeps can answer it.
let visitors = 0;
const visitorToken = () => `some.user.token${++visitors}`;

/** The answer to one signed-in operation (each asks the REST service for the profile), and its time. */
async function timedMe(service: TestService): Promise<GqlResult & { ms: number }> {
  const started = performance.now();
  const result = await gql(service, me, undefined, visitorToken());
  return { ...result, ms: performance.now() - started };
}

function expectUnavailable(result: GqlResult) {
  expect(result.status).toBe(503);
  expect(Number(result.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(result.body.errors[0]).toMatchObject({
    message: 'The game service is unavailable. Please try again later.',
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });
  expect(JSON.stringify(result.body)).not.toMatch(/ECONNREFUSED|abort|timeout|stack|127\.0\.0\.1/i);
}

/** Asks until the operation is answered with data; the time it took, at most 10 s (F1). */
async function recovery(service: TestService): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    const result = await timedMe(service);
    if (result.status === 200 && result.body.data?.me) {
      expectData(result);
      return performance.now() - started;
    }
    await sleep(200);
  }
  throw new Error('no recovery within 10 s');
}

describe('F2: a hanging REST service', () => {
  let upstream: FaultServer;
  let service: TestService;
  beforeAll(async () => {
    upstream = await startFaultServer({ fallback: { status: 200, body: profile, delayMs: 60_000 } });
    service = await startTestService('sqlite', {
      env: {
        UPSTREAM_URL: upstream.url,
        UPSTREAM_TIMEOUT_MS: String(timeoutMs),
        UPSTREAM_BREAKER_COOLDOWN_MS: '1000',
      },
    });
  });
  afterAll(async () => {
    await service.stop();
    await upstream.close();
  });

  test('200 concurrent operations hold at most 32 connections; the excess answers 503 at once', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => timedMe(service)));
    expect(upstream.maxOpenRequests).toBeGreaterThan(0);
    expect(upstream.maxOpenRequests).toBeLessThanOrEqual(32);
    for (const result of results) expectUnavailable(result);
    // 32 running and 64 waiting end at the timeout; the other 104 are refused without waiting for
    // it. Only an answer that waited can take the whole timeout, however loaded the machine is.
    const early = results.filter((result) => result.ms < timeoutMs);
    expect(early.length).toBeGreaterThanOrEqual(104);
    // The waiting ones gave up in the queue when their time ran out: none reached the service.
    expect(upstream.requests).toHaveLength(upstream.maxOpenRequests);
    // Nothing waits for the hanging service's own minute (a guard far above the timeout).
    expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(timeoutMs + 20_000);

    upstream.setFallback({ status: 200, body: profile });
    await recovery(service);
    expect(upstream.openRequests).toBe(0);
  });
});

describe('F1: the REST service down (its port closed)', () => {
  let port: number;
  let upstream: FaultServer | undefined;
  let service: TestService;
  beforeAll(async () => {
    const closed = await startFaultServer();
    port = closed.port;
    await closed.close();
    service = await startTestService('sqlite', {
      env: {
        UPSTREAM_URL: `http://127.0.0.1:${port}`,
        UPSTREAM_TIMEOUT_MS: String(timeoutMs),
        UPSTREAM_BREAKER_COOLDOWN_MS: '3000',
      },
    });
  });
  afterAll(async () => {
    await service.stop();
    await upstream?.close();
  });

  test('answers within the timeout, then fails fast with the breaker open, then recovers', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await timedMe(service);
      expectUnavailable(result);
      expect(result.ms).toBeLessThan(timeoutMs);
    }

    // Back at the same address, but the open breaker does not ask it yet.
    upstream = await startFaultServer({ port, fallback: { status: 200, body: profile } });
    const failFast = await timedMe(service);
    expectUnavailable(failFast);
    expect(failFast.ms).toBeLessThan(1000);
    expect(upstream.requests).toHaveLength(0);

    expect(await recovery(service)).toBeLessThan(10_000);
    expect(upstream.requests.length).toBeGreaterThan(0);
  });

  test('an answer with partial data stays 200, its failed field marked UPSTREAM_UNAVAILABLE', async () => {
    await upstream?.close();
    upstream = undefined;
    const result = await gql(service, '{ genres { value } me { email } }', undefined, visitorToken());
    expect(result.status).toBe(200);
    expect(result.headers.get('retry-after')).toBeNull();
    expect(result.body.data.genres.length).toBeGreaterThan(0);
    expect(result.body.data.me).toBeNull();
    expect(result.body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
