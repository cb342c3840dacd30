import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { GraphQLError } from 'graphql';

import type { RestClientOptions } from '../../../../../server/graphql/datasources/restClient.ts';
import { createRestClient, notModified } from '../../../../../server/graphql/datasources/restClient.ts';
import { answerTexts } from '../../../../../shared/validation/answerTexts.ts';
import type { FaultServer } from '../../../../support/faultServer.ts';
import { startFaultServer } from '../../../../support/faultServer.ts';

/** How the one REST client maps the service's answers to GraphQL errors, and what it sends. */

let server: FaultServer;
beforeEach(async () => {
  server = await startFaultServer();
});
afterEach(() => server.close());

const client = (options: Partial<RestClientOptions> = {}) =>
  createRestClient({ baseUrl: server.url, gatewayKey: 'k', ...options });

/** The GraphQLError a call ends with; fails the test when the call succeeds. */
async function failureOf(call: Promise<unknown>): Promise<GraphQLError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

const internals = /abort|timeout|timed out|econn|fetch failed|undici|stack|\.ts:\d|at [\w.<>]+ \(/i;

describe('status mapping', () => {
  test('400 {error, fields} is BAD_USER_INPUT with the same message and the fields', async () => {
    const fields = { title: 'Title is required', slug: 'Slug is taken' };
    server.answer({ status: 400, body: { error: 'Validation failed', fields } });
    const error = await failureOf(client().request('/games.php', { method: 'POST', json: {} }));
    expect(error.message).toBe('Validation failed');
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
  });

  test.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'BAD_USER_INPUT'],
    [429, 'RATE_LIMITED'],
  ])('%i with an error text is %s and keeps the text', async (status, code) => {
    server.answer({ status, body: { error: `answer ${status}` } });
    const error = await failureOf(client().request('/games.php'));
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe(`answer ${status}`);
    expect(server.requests).toHaveLength(1);
  });

  test('a 429 with Retry-After is RATE_LIMITED telling the seconds to wait', async () => {
    server.answer({ status: 429, body: { error: 'Too many stars' }, headers: { 'retry-after': '42' } });
    const error = await failureOf(client().request('/community.php', { method: 'POST', json: {} }));
    expect(error.message).toBe('Too many stars');
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 42 });
  });

  test('a 429 without Retry-After is RATE_LIMITED without a wait', async () => {
    server.answer({ status: 429, body: { error: 'Slow down' } });
    const error = await failureOf(client().request('/community.php'));
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED' });
  });

  test('403 EMAIL_NOT_VERIFIED keeps its code and text; another 403 is FORBIDDEN', async () => {
    const text = 'Please verify your email address to comment, rate or vote.';
    server.answer(
      { status: 403, body: { error: text, code: 'EMAIL_NOT_VERIFIED' } },
      { status: 403, body: { error: 'No', code: 'SOMETHING_ELSE' } },
    );
    const unverified = await failureOf(client().request('/community.php', { method: 'POST', json: {} }));
    expect(unverified.extensions).toEqual({ code: 'EMAIL_NOT_VERIFIED' });
    expect(unverified.message).toBe(text);
    const other = await failureOf(client().request('/community.php', { method: 'POST', json: {} }));
    expect(other.extensions).toEqual({ code: 'FORBIDDEN' });
  });

  test("a host's own 404 page (not JSON) is NOT_FOUND, not an unreadable answer", async () => {
    server.answer({
      status: 404,
      raw: '<html><body>Not Found</body></html>',
      headers: { 'content-type': 'text/html' },
    });
    const error = await failureOf(client().request('/comments.php'));
    expect(error.extensions).toEqual({ code: 'NOT_FOUND' });
    expect(error.message).toBe('Not found');
  });

  test('a 200 with JSON is the parsed body', async () => {
    server.answer({ status: 200, body: { games: [{ id: '1' }] } });
    await expect(client().request('/games.php')).resolves.toEqual({ games: [{ id: '1' }] });
  });

  test('a 200 with malformed JSON is UPSTREAM_UNAVAILABLE "Invalid response format from server"', async () => {
    server.answer({ status: 200, raw: '{"games": [' });
    const error = await failureOf(client().request('/games.php'));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('Invalid response format from server');
  });

  test('a plain 500 is not retried and is UPSTREAM_UNAVAILABLE with the generic message', async () => {
    server.answer({ status: 500, body: { error: 'SQLSTATE[42S02]: table games missing' } });
    const error = await failureOf(client({ rateLimitRetryDelayMs: 20 }).request('/games.php'));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(error.message).toBe(answerTexts.serviceUnavailable);
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeouts and redirects', () => {
  test('an answer slower than timeoutMs ends as UPSTREAM_UNAVAILABLE long before the answer comes', async () => {
    server.answer({ status: 200, body: { late: true }, delayMs: 5000 });
    const started = performance.now();
    const error = await failureOf(client({ timeoutMs: 200 }).request('/games.php'));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(2500);
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe(answerTexts.serviceUnavailable);
    expect(error.message).not.toMatch(internals);
  });

  test('a 302 is not followed: the target is never requested and the call fails', async () => {
    server.answer({ status: 302, raw: '', headers: { location: `${server.url}/elsewhere.php` } });
    server.setFallback({ status: 200, body: { followed: true } });
    const error = await failureOf(client().request('/games.php'));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(server.requests.map((request) => request.url)).toEqual(['/games.php']);
  });
});

describe('what the client sends', () => {
  test("the caller's token, address and the gateway key are forwarded", async () => {
    await client({ gatewayKey: 'gateway-secret' }).request(
      '/games.php',
      { method: 'POST', json: { title: 'Portal' } },
      { token: 'tok.en.value', visitorIp: '203.0.113.7' },
    );
    const [received] = server.requests;
    expect(received?.method).toBe('POST');
    expect(received?.headers.authorization).toBe('Bearer tok.en.value');
    expect(received?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(received?.headers['x-gateway-key']).toBe('gateway-secret');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual({ title: 'Portal' });
  });

  test('without a gateway key neither a key nor the visitor address is sent', async () => {
    await createRestClient({ baseUrl: server.url }).request(
      '/games.php',
      {},
      { token: 'tok.en.value', visitorIp: '203.0.113.7' },
    );
    const [received] = server.requests;
    expect(received?.headers.authorization).toBe('Bearer tok.en.value');
    expect(received?.headers['x-gateway-key']).toBeUndefined();
    expect(received?.headers['x-forwarded-for']).toBeUndefined();
  });

  test('compressed answers are asked of a remote service, not of the one in this process', async () => {
    await createRestClient({ baseUrl: server.url, compressedAnswers: true }).request('/games.php');
    await createRestClient({ baseUrl: server.url, compressedAnswers: false }).request('/games.php');
    expect(server.requests[0]?.headers['accept-encoding']).toMatch(/gzip/);
    expect(server.requests[1]?.headers['accept-encoding']).toBe('identity');
  });

  test('a visitor id goes in X-Visitor-Id, never in the address; none is sent unless given', async () => {
    const visitorId = 'AbCdEfGhIjKlMnOpQrStUv';
    await client().request('/community.php', {
      method: 'POST',
      query: { action: 'view' },
      json: {},
      visitorId,
    });
    await client().request('/community.php', { query: { action: 'stats' } });
    expect(server.requests[0]?.headers['x-visitor-id']).toBe(visitorId);
    expect(server.requests[0]?.url).not.toContain(visitorId);
    expect(server.requests[1]?.headers['x-visitor-id']).toBeUndefined();
  });

  test('a tagged read sends If-None-Match and answers notModified on a 304, else the body and its ETag', async () => {
    server.answer({ status: 200, body: [{ id: 1 }], headers: { etag: '"v1"' } }, { status: 304, raw: '' });
    const bound = client().forCaller({});
    await expect(bound.requestTagged('/games.php', undefined)).resolves.toEqual({
      body: [{ id: 1 }],
      etag: '"v1"',
    });
    await expect(bound.requestTagged('/games.php', '"v1"')).resolves.toBe(notModified);
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(server.requests[1]?.headers['if-none-match']).toBe('"v1"');
  });

  test('an untagged read treats a 304 as a failure, never as a body', async () => {
    server.answer({ status: 304, raw: '' });
    await failureOf(client().request('/games.php'));
  });

  test('an anonymous call sends no Authorization header', async () => {
    await client().request('/games.php');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  test('query parameters are URL-encoded, so &, # and spaces stay inside the value', async () => {
    const slug = 'tom & jerry #2 the game';
    await client().request('/games.php', { query: { slug, limit: 5 } });
    const url = server.requests[0]?.url ?? '';
    expect(url).not.toMatch(/[ #]/);
    const received = new URL(url, server.url);
    expect(received.pathname).toBe('/games.php');
    expect([...received.searchParams.keys()]).toEqual(['slug', 'limit']);
    expect(received.searchParams.get('slug')).toBe(slug);
    expect(received.searchParams.get('limit')).toBe('5');
  });

  test('a base URL with a trailing slash and a path joins without a double slash', async () => {
    await createRestClient({ baseUrl: () => `${server.url}/api/`, gatewayKey: 'k' }).request('/games.php');
    expect(server.requests[0]?.url).toBe('/api/games.php');
  });
});
