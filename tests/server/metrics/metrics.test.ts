import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import type { FaultServer } from '../../support/faultServer.ts';
import { startFaultServer } from '../../support/faultServer.ts';
import { gql } from '../../support/graphql.ts';
import { sample, scrape } from '../../support/prometheusText.ts';
import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

/** Retries and the circuit breaker need a REST service that misbehaves on cue. */

const token = 'scrape-token-for-tests';
const profile = { id: 7, email: 'player@example.com', role: 'user', created_at: '2024-01-01' };
let visitors = 0;
const me = (service: TestService) =>
  gql(service, '{ me { email } }', undefined, `visitor.token${++visitors}`);

describe('REST service faults in the metrics', () => {
  let upstream: FaultServer;
  let service: TestService;
  beforeAll(async () => {
    upstream = await startFaultServer({ fallback: { status: 200, body: profile } });
    service = await startTestService('sqlite', {
      env: {
        UPSTREAM_URL: upstream.url,
        UPSTREAM_RETRY_DELAY_MS: '10',
        UPSTREAM_BREAKER_COOLDOWN_MS: '60000',
        METRICS_TOKEN: token,
      },
    });
  });
  afterAll(async () => {
    await service.stop();
    await upstream.close();
  });

  test('an hourly connection limit answer is counted, and so is its retry', async () => {
    upstream.answer({
      status: 500,
      body: { error: 'User has exceeded the max_connections_per_hour resource' },
    });
    expect((await me(service)).body.data.me.email).toBe(profile.email);
    const text = await scrape(service, token);
    expect(sample(text, 'gamevault_upstream_retries_total', { endpoint: '/account.php' })).toBe(1);
    expect(
      sample(text, 'gamevault_upstream_calls_total', { endpoint: '/account.php', outcome: 'rate_limited' }),
    ).toBe(1);
    expect(sample(text, 'gamevault_upstream_calls_total', { endpoint: '/account.php', outcome: 'ok' })).toBe(
      1,
    );
  });

  test('a REST service that is down opens the circuit, and the gauge says so', async () => {
    upstream.setFallback({ status: 503, body: { error: 'down' } });
    for (let i = 0; i < 5; i++) await me(service);
    const text = await scrape(service, token);
    expect(
      sample(text, 'gamevault_upstream_calls_total', { endpoint: '/account.php', outcome: 'down' }),
    ).toBe(5);
    expect(sample(text, 'gamevault_upstream_circuit_state', {})).toBe(1);
  });
});
