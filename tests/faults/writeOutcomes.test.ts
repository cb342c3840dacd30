import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../shared/validation/messages.ts';
import type { FaultServer } from '../support/faultServer.ts';
import { startFaultServer } from '../support/faultServer.ts';
import { gql } from '../support/graphql.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

/**
 * Audit finding 7, seen from a GraphQL client: a write sent to a REST service that took it and
 * never answered may have been saved, and the error says so instead of "unavailable".
 */

const contact = `mutation C($input: ContactMessageInput!, $key: String) {
  submitContactMessage(input: $input, idempotencyKey: $key) { message } }`;
const input = {
  name: 'Robin Player',
  email: 'robin@players.example',
  subject: 'Mirror for large downloads',
  message: 'Could you add a second mirror for the larger games?',
};
const timeoutMs = 500;

describe('a GraphQL write whose REST call was sent and never answered', () => {
  let upstream: FaultServer;
  let service: TestService;
  beforeAll(async () => {
    upstream = await startFaultServer({
      fallback: { status: 201, body: { message: 'late' }, delayMs: 60_000 },
    });
    service = await startTestService('sqlite', {
      env: { UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: String(timeoutMs) },
    });
  });
  afterAll(async () => {
    await service.stop();
    await upstream.close();
  });

  test('gets OUTCOME_UNKNOWN saying to check first, sent once, at the timeout', async () => {
    const sends = () => upstream.requests.filter((request) => request.url === '/submit_contact.php').length;
    const sentBefore = sends();
    const started = performance.now();
    const answer = await gql(service, contact, { input });
    expect(performance.now() - started).toBeLessThan(timeoutMs + 1500);
    expect(answer.body.errors).toEqual([
      {
        message: messages.outcomeUnknown.check,
        path: ['submitContactMessage'],
        locations: expect.any(Array),
        extensions: { code: 'OUTCOME_UNKNOWN', retrySafe: false },
      },
    ]);
    expect(sends() - sentBefore).toBe(1);
  });

  test('with an idempotency key, the error says that sending it again is safe, and the key went along', async () => {
    const answer = await gql(service, contact, { input, key: 'outcome-unknown-key' });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: messages.outcomeUnknown.retrySafe,
      extensions: { code: 'OUTCOME_UNKNOWN', retrySafe: true },
    });
    expect(upstream.requests.at(-1)?.headers['idempotency-key']).toBe('outcome-unknown-key');
    expect(Number(upstream.requests.at(-1)?.headers['x-request-timeout'])).toBeLessThanOrEqual(timeoutMs);
  });

  test("the service's own 503 (nothing written) stays UPSTREAM_UNAVAILABLE", async () => {
    upstream.answer({ status: 503, body: { error: messages.serviceTemporarilyUnavailable } });
    const answer = await gql(service, contact, { input });
    expect(answer.status).toBe(503);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
