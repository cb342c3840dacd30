import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { GraphQLError } from 'graphql';

import type { RestClientOptions } from '../../../../../server/graphql/datasources/restClient.ts';
import { createRestClient } from '../../../../../server/graphql/datasources/restClient.ts';
import { answerTexts } from '../../../../../shared/validation/answerTexts.ts';
import { messages } from '../../../../../shared/validation/messages.ts';
import type { FaultServer } from '../../../../support/faultServer.ts';
import { startFaultServer } from '../../../../support/faultServer.ts';

/** Writes whose answer never came back are not reported as "unavailable", and are never sent twice. */

let server: FaultServer;
beforeEach(async () => {
  server = await startFaultServer();
});
afterEach(() => server.close());

const client = (options: Partial<RestClientOptions> = {}) =>
  createRestClient({ baseUrl: server.url, timeoutMs: 300, rateLimitRetryDelayMs: 20, ...options });

async function failureOf(call: Promise<unknown>): Promise<GraphQLError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

const contact = { method: 'POST', json: { name: 'N' } } as const;
const outcomeUnknown = { code: 'OUTCOME_UNKNOWN', retrySafe: false };

describe('a write whose outcome is unknown', () => {
  test('timed out after it was sent: OUTCOME_UNKNOWN, saying to check before trying again', async () => {
    server.answer({ status: 201, body: {}, delayMs: 2000 });
    const error = await failureOf(client().request('/submit_contact.php', contact));
    expect(error.extensions).toEqual(outcomeUnknown);
    expect(error.message).toBe(messages.outcomeUnknown.check);
    expect(server.requests).toHaveLength(1);
  });

  test('sent with a key: the same code, saying that sending it again is safe', async () => {
    server.answer({ status: 201, body: {}, delayMs: 2000 });
    const error = await failureOf(
      client().request('/submit_contact.php', { ...contact, idempotencyKey: 'key-12345678' }),
    );
    expect(error.extensions).toEqual({ code: 'OUTCOME_UNKNOWN', retrySafe: true });
    expect(error.message).toBe(messages.outcomeUnknown.retrySafe);
  });

  test.each([
    ['the connection cut after the request arrived', { drop: true }],
    ['a proxy that gave up on it (504)', { status: 504 }],
    ['a 500 from the service', { status: 500, body: { error: 'Internal server error' } }],
  ])('%s: OUTCOME_UNKNOWN', async (_case, answer) => {
    server.answer(answer);
    const error = await failureOf(client().request('/users.php', { method: 'PUT', json: {} }));
    expect(error.extensions).toEqual(outcomeUnknown);
  });
});

describe('a write known not to have been written stays UPSTREAM_UNAVAILABLE', () => {
  test("the service's own 503 (its deadline passed, nothing written)", async () => {
    server.answer({ status: 503, body: { error: 'Service temporarily unavailable' } });
    const error = await failureOf(client().request('/submit_contact.php', contact));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe(answerTexts.serviceUnavailable);
  });

  test('a service that cannot be reached at all', async () => {
    const { port } = server;
    await server.close();
    const rest = createRestClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 });
    const error = await failureOf(rest.request('/submit_contact.php', contact));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    server = await startFaultServer();
  });

  test('a read that times out', async () => {
    server.answer({ status: 200, body: {}, delayMs: 2000 });
    expect((await failureOf(client().request('/games.php'))).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

const rateLimitAnswer = {
  status: 500,
  body: { error: "User 'x' has exceeded the 'max_connections_per_hour' resource (current value: 500)" },
};

describe('the max_connections_per_hour retry and writes', () => {
  test('a POST without a key is sent once: RATE_LIMITED', async () => {
    server.answer(rateLimitAnswer, { status: 201, body: { ok: true } });
    const error = await failureOf(client().request('/submit_contact.php', contact));
    expect(error.extensions.code).toBe('RATE_LIMITED');
    expect(server.requests).toHaveLength(1);
  });

  test('a POST with a key is retried, with the same key', async () => {
    server.answer(rateLimitAnswer, { status: 201, body: { ok: true } });
    const answer = await client().request('/submit_contact.php', {
      ...contact,
      idempotencyKey: 'key-12345678',
    });
    expect(answer).toEqual({ ok: true });
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'key-12345678',
      'key-12345678',
    ]);
  });
});

test('every call tells the service how long it will still wait (X-Request-Timeout, in ms)', async () => {
  await client({ timeoutMs: 3000 }).request('/submit_contact.php', contact);
  const sent = Number(server.requests[0]?.headers['x-request-timeout']);
  expect(sent).toBeGreaterThan(2000);
  expect(sent).toBeLessThanOrEqual(3000);
});
