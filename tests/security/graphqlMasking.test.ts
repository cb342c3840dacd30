import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../support/databases.ts';
import { expectError, gql } from '../support/graphql.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

const leaks = /ECONNREFUSED|fetch failed|stacktrace|\/work\/|node_modules|\.ts:\d+|at \w+ \(/;

describe.each(databaseKinds)('GraphQL error masking with the REST service down on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, {
      env: { UPSTREAM_URL: 'http://127.0.0.1:1/api', UPSTREAM_TIMEOUT_MS: '300' },
    });
  });
  afterAll(() => service.stop());

  test('S39: games answers UPSTREAM_UNAVAILABLE with no stack, address or file path', async () => {
    const result = await gql(service, '{ games { totalCount nodes { title } } }');
    const error = expectError(
      result,
      'UPSTREAM_UNAVAILABLE',
      'The game service is unavailable. Please try again later.',
    );
    expect(Object.keys(error.extensions)).toEqual(['code', 'retryAfter']);
    expect(result.body.data).toBeNull();
    expect(JSON.stringify(result.body)).not.toMatch(leaks);
  });

  test('S39: signed-in queries and mutations are masked the same way', async () => {
    const results = [
      await gql(service, '{ me { email } }', undefined, service.tokens.user),
      await gql(
        service,
        'mutation { login(input: { email: "a@example.com", password: "Xx-123456" }) { token } }',
      ),
    ];
    for (const result of results) {
      expectError(result, 'UPSTREAM_UNAVAILABLE');
      expect(JSON.stringify(result.body)).not.toMatch(leaks);
    }
  });

  test('S39: a variable of the wrong type is answered with HTTP 400', async () => {
    const result = await gql(service, 'query G($limit: Int) { games(limit: $limit) { totalCount } }', {
      limit: 'many',
    });
    expect(result.status).toBe(400);
    expectError(result, 'BAD_USER_INPUT');
    expect(JSON.stringify(result.body)).not.toMatch(leaks);
  });
});

describe.each(databaseKinds)('GraphQL introspection turned off on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind, { env: { GRAPHQL_INTROSPECTION: 'false' } });
  });
  afterAll(() => service.stop());

  test('S35: __schema is refused with GRAPHQL_VALIDATION_FAILED; ordinary queries still work', async () => {
    const refused = await gql(service, '{ __schema { types { name } } }');
    expect(refused.status).toBe(400);
    expectError(refused, 'GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(refused.body)).not.toContain('"Game"');
    const genres = await gql(service, '{ genres { value } }');
    expect(genres.status).toBe(200);
    expect(genres.body.data.genres).toHaveLength(14);
  });
});
