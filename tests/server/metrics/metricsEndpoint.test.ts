import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../../support/databases.ts';
import { gql } from '../../support/graphql.ts';
import { sample, scrape } from '../../support/prometheusText.ts';
import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

const token = 'scrape-token-for-tests';

describe('without METRICS_TOKEN', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('sqlite');
  });
  afterAll(() => service.stop());

  test('there is no /metrics endpoint', async () => {
    const answer = await service.request('GET', '/metrics', { token });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/gamevault_/);
  });
});

describe.each(databaseKinds)('/metrics on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { env: { METRICS_TOKEN: token } });
  });
  afterAll(() => service.stop());

  test('is refused without the token or with another one', async () => {
    for (const presented of [undefined, 'not-the-token', `${token}x`]) {
      const answer = await service.request('GET', '/metrics', { token: presented });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(answer.text).not.toMatch(/gamevault_/);
    }
  });

  test('answers Prometheus text to the token, never from a cache', async () => {
    const answer = await service.request('GET', '/metrics', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text).toMatch(/^gamevault_process_resident_memory_bytes \d+/m);
  });

  test('counts requests by route, method and status; invented paths never become labels', async () => {
    await service.request('GET', '/api/games.php');
    await service.request('GET', '/no/such/page-4711');
    const text = await scrape(service, token);
    const listed = { route: '/api/games.php', method: 'GET', status: '200' };
    expect(sample(text, 'gamevault_http_requests_total', listed)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'gamevault_http_request_duration_seconds_count', {
        route: '/api/games.php',
        method: 'GET',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'gamevault_http_requests_total', { route: 'page', method: 'GET', status: '404' }),
    ).toBe(1);
    expect(text).not.toMatch(/page-4711/);
  });

  test('counts GraphQL operations by name with their time, errors by code, and REST calls', async () => {
    // Two different selections: a repeated one would be answered from the response cache.
    await gql(service, 'query MetricsProbe { genres { value } }');
    await gql(service, 'query MetricsProbe { genres { label } }');
    await gql(service, 'query BrokenProbe { genres { nope } }');
    await gql(service, 'query SignedInProbe { me { email } }', undefined, 'not.a.token');
    const text = await scrape(service, token);
    expect(
      sample(text, 'gamevault_graphql_operations_total', {
        operation: 'MetricsProbe',
        kind: 'query',
        outcome: 'ok',
      }),
    ).toBe(2);
    expect(
      sample(text, 'gamevault_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe' }),
    ).toBe(2);
    expect(
      sample(text, 'gamevault_graphql_errors_total', {
        operation: 'BrokenProbe',
        code: 'GRAPHQL_VALIDATION_FAILED',
      }),
    ).toBe(1);
    expect(
      sample(text, 'gamevault_graphql_errors_total', { operation: 'SignedInProbe', code: 'UNAUTHENTICATED' }),
    ).toBe(1);
    expect(
      sample(text, 'gamevault_upstream_calls_total', { endpoint: '/account.php', outcome: 'refused' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'gamevault_upstream_circuit_state', {})).toBe(0);
  });

  test('counts catalogue and response cache hits and misses', async () => {
    const responseLookups = (text: string, result: string) =>
      sample(text, 'gamevault_cache_lookups_total', { cache: 'response', result });
    const before = await scrape(service, token);
    await gql(service, '{ games(limit: 1) { totalCount } }');
    // An answer is kept the second time it is made, and answered from the cache after that.
    for (let time = 0; time < 3; time++) await gql(service, '{ games(limit: 2) { totalCount } }');
    const text = await scrape(service, token);
    expect(
      sample(text, 'gamevault_cache_lookups_total', { cache: 'catalog', result: 'hit' }),
    ).toBeGreaterThanOrEqual(1);
    expect(responseLookups(text, 'miss') - responseLookups(before, 'miss')).toBe(3);
    expect(responseLookups(text, 'hit') - responseLookups(before, 'hit')).toBe(1);
    expect(
      sample(text, 'gamevault_upstream_calls_total', { endpoint: '/games.php', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
  });

  test('keeps at most 100 operation names: clients cannot grow the metrics without bound', async () => {
    for (let i = 0; i < 120; i++) await gql(service, `query Invented${i} { genres { value } }`);
    const text = await scrape(service, token);
    const names = new Set(
      [...text.matchAll(/^gamevault_graphql_operations_total\{operation="([^"]+)"/gm)].map(
        (match) => match[1],
      ),
    );
    // 100 names, and 'anonymous' and 'other'.
    expect(names.size).toBeLessThanOrEqual(102);
    expect(names.has('other')).toBe(true);
  });

  test('reports the database pool where there is one', async () => {
    const text = await scrape(service, token);
    if (kind === 'postgres') {
      expect(sample(text, 'gamevault_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toMatch(/gamevault_db_pool_connections/);
    }
  });
});
