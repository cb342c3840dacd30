import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { GraphQLError } from 'graphql';

import type { RestClientOptions } from '../../../../../server/graphql/datasources/restClient.ts';
import { createRestClient } from '../../../../../server/graphql/datasources/restClient.ts';
import { answerTexts } from '../../../../../shared/validation/answerTexts.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import type { FaultServer } from '../../../../support/faultServer.ts';
import { startFaultServer } from '../../../../support/faultServer.ts';

/**
 * SPEC 8 (rate-limit retry), baseline F1 (upstream down: fast failure, then recovery), F2 (bounded
 * calls in flight) and S46 (one caller's server error never counts as the service being down).
 */

let server: FaultServer;
beforeEach(async () => {
  server = await startFaultServer({ fallback: { status: 200, body: { ok: true } } });
});
afterEach(() => server.close());

const client = (options: Partial<RestClientOptions> = {}) =>
  createRestClient({ baseUrl: server.url, gatewayKey: 'k', rateLimitRetryDelayMs: 20, ...options });

async function failureOf(call: Promise<unknown>): Promise<GraphQLError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error of a call while the service is down or busy, with the seconds to wait before another. */
function expectUnavailable(error: GraphQLError) {
  expect(error.message).toBe(answerTexts.serviceUnavailable);
  const { code, retryAfter } = error.extensions as { code: string; retryAfter?: number };
  expect(code).toBe('UPSTREAM_UNAVAILABLE');
  expect(retryAfter).toBeGreaterThanOrEqual(1);
}

const rateLimitAnswer = {
  status: 500,
  body: { error: "User 'x' has exceeded the 'max_connections_per_hour' resource (current value: 500)" },
};
const rateLimitAnswers = (count: number) => Array.from({ length: count }, () => rateLimitAnswer);

describe('max_connections_per_hour answers (SPEC 8)', () => {
  test.each([1, 2, 3])('%i rate-limit answer(s) then a 200: success after n + 1 requests', async (n) => {
    server.answer(...rateLimitAnswers(n), { status: 200, body: { games: [] } });
    const started = performance.now();
    await expect(client().request('/games.php')).resolves.toEqual({ games: [] });
    // Timers may fire up to a millisecond early against performance.now().
    expect(performance.now() - started).toBeGreaterThanOrEqual(n * 20 - 1);
    expect(server.requests).toHaveLength(n + 1);
    const times = server.requests.map((request) => request.receivedAt);
    const gaps = times.slice(1).map((time, i) => time - (times[i] ?? time));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(19); // each retry waited
  });

  test('4 rate-limit answers: RATE_LIMITED after exactly 4 requests, without the host text', async () => {
    server.answer(...rateLimitAnswers(4));
    const error = await failureOf(client().request('/games.php'));
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED' });
    expect(error.message).toBe(messages.tooManyRequests);
    expect(server.requests).toHaveLength(4);
  });

  test('the retry repeats the same request (method, query and body)', async () => {
    server.answer(rateLimitAnswer);
    await client().request('/games.php', { method: 'PUT', query: { id: 7 }, json: { title: 'T' } });
    const [first, second] = server.requests;
    expect(second).toMatchObject({ method: 'PUT', url: '/games.php?id=7', body: '{"title":"T"}' });
    expect(second).toMatchObject({ method: first?.method, url: first?.url, body: first?.body });
  });
});

describe('circuit breaker (baseline F1)', () => {
  const breakerOptions = { breakerThreshold: 3, breakerCooldownMs: 300 };

  test('3 consecutive 503s open the circuit: the next call fails fast without a request', async () => {
    const rest = client(breakerOptions);
    server.answer({ status: 503 }, { status: 503 }, { status: 503 });
    for (let i = 0; i < 3; i++) {
      expect((await failureOf(rest.request('/games.php'))).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    }
    expect(server.requests).toHaveLength(3);

    const started = performance.now();
    const error = await failureOf(rest.request('/games.php'));
    // Failing fast means not waiting for the cooldown; the request count proves nothing was sent.
    expect(performance.now() - started).toBeLessThan(breakerOptions.breakerCooldownMs);
    expectUnavailable(error);
    expect(server.requests).toHaveLength(3);
  });

  test("S46: repeated 500s (one caller's bad input) never open the circuit", async () => {
    const rest = client(breakerOptions);
    server.answer(
      ...Array.from({ length: 10 }, () => ({ status: 500, body: { error: 'Internal server error' } })),
    );
    for (let i = 0; i < 10; i++) {
      const error = await failureOf(rest.request('/games.php', { query: { slug: `bad-${i}` } }));
      expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(error.message).toBe(answerTexts.serviceUnavailable);
    }
    await expect(rest.request('/games.php')).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(11);
  });

  test('502 and 504 from a proxy in front count like 503; 500s in between neither count nor reset', async () => {
    const rest = client(breakerOptions);
    server.answer({ status: 502 }, { status: 500 }, { status: 504 }, { status: 500 }, { status: 503 });
    for (let i = 0; i < 5; i++) await failureOf(rest.request('/games.php'));
    expectUnavailable(await failureOf(rest.request('/games.php')));
    expect(server.requests).toHaveLength(5);
  });

  test('after the cooldown, with the service healthy again, calls succeed', async () => {
    const rest = client(breakerOptions);
    server.answer({ status: 503 }, { status: 503 }, { status: 503 });
    for (let i = 0; i < 4; i++) await failureOf(rest.request('/games.php'));
    await sleep(350);
    await expect(rest.request('/games.php')).resolves.toEqual({ ok: true });
    await expect(rest.request('/games.php')).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(5);
  });

  test('fewer failures than the threshold, broken by a success, do not open the circuit', async () => {
    const rest = client(breakerOptions);
    server.answer(
      { status: 503 },
      { status: 503 },
      { status: 200, body: {} },
      { status: 503 },
      { status: 503 },
    );
    for (let i = 0; i < 5; i++) await rest.request('/games.php').catch(() => undefined);
    await expect(rest.request('/games.php')).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(6);
  });

  test('a closed port fails fast as UPSTREAM_UNAVAILABLE, and the same address recovers', async () => {
    const { port } = server;
    await server.close();
    const rest = client(breakerOptions);
    const started = performance.now();
    for (let i = 0; i < 4; i++) expectUnavailable(await failureOf(rest.request('/games.php')));
    expect(performance.now() - started).toBeLessThan(1000);

    server = await startFaultServer({ port, fallback: { status: 200, body: { back: true } } });
    await failureOf(rest.request('/games.php'));
    expect(server.requests).toHaveLength(0);
    await sleep(350);
    await expect(rest.request('/games.php')).resolves.toEqual({ back: true });
  });
});

describe('bulkhead (baseline F2)', () => {
  test('calls beyond the running and waiting caps fail at once with 503; the rest run in turn', async () => {
    server.setFallback({ status: 200, body: { ok: true }, delayMs: 300 });
    const rest = client({ maxConcurrent: 2, maxQueued: 3, timeoutMs: 5000 });
    const started = performance.now();
    const settled = Array.from({ length: 10 }, () =>
      rest.request('/games.php').then(
        () => ({ ok: true, error: undefined, at: performance.now() - started }),
        (error: GraphQLError) => ({ ok: false, error, at: performance.now() - started }),
      ),
    );
    const results = await Promise.all(settled);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(5);
    for (const result of refused) expectUnavailable(result.error as GraphQLError);
    const answered = results.filter((result) => result.ok);
    expect(answered).toHaveLength(5);
    // Refused at once: before the first admitted call came back.
    expect(Math.max(...refused.map((result) => result.at))).toBeLessThan(
      Math.min(...answered.map((result) => result.at)),
    );
    expect(server.maxOpenRequests).toBe(2);
  });

  test('a call still waiting at its deadline ends as 503 without reaching the service', async () => {
    server.setFallback({ status: 200, body: { ok: true }, delayMs: 10_000 });
    const rest = client({ maxConcurrent: 1, maxQueued: 1, timeoutMs: 200 });
    const [running, waiting] = await Promise.all([
      failureOf(rest.request('/games.php?first')),
      failureOf(rest.request('/games.php?second')),
    ]);
    expectUnavailable(running);
    expectUnavailable(waiting);
    expect(server.requests.map((request) => request.url)).not.toContain('/games.php?second');
  });
});
