import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { databaseKinds } from '../support/databases.ts';
import { expectData, expectError, gql } from '../support/graphql.ts';
import type { TestService } from '../support/service.ts';
import { startTestService } from '../support/service.ts';

const csrfText = 'blocked as a potential Cross-Site Request Forgery';
const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `g${i}: genres { value }`).join(' ')} }`;

/**
 * Depth counts fields as executed: fragments add no level. The catalogue is at most five deep
 * (games, nodes, technicalDetails, platforms, value), so the deeper cases walk `__type`.
 */
const catalogueInline = '{ games { nodes { technicalDetails { platforms { value } } } } }';
const catalogueFragments = `{ games { nodes { ...G } } }
  fragment G on Game { technicalDetails { ...T } }
  fragment T on TechnicalDetails { platforms { ...O } }
  fragment O on Option { value }`;
/** `__type`, fields, type, `extra` × ofType and name: 4 + extra levels. */
const typeInline = (extra: number) =>
  `{ __type(name: "Game") { fields { type { ${'ofType { '.repeat(extra)}name${' }'.repeat(extra)} } } } }`;
const typeFragments = (extra: number) => `{ __type(name: "Game") { ...TypeFields } }
  fragment TypeFields on __Type { fields { ...FieldType } }
  fragment FieldType on __Field { type { ...Inner } }
  fragment Inner on __Type { ${'ofType { '.repeat(extra)}...Name${' }'.repeat(extra)} }
  fragment Name on __Type { name }`;
const depthMessage = 'Query depth limit of 6 exceeded, found 7.';

const oversized = `{ genres { value } } # ${'x'.repeat(101 * 1024)}`;

describe.each(databaseKinds)('GraphQL query limits, CSRF and headers on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(kind);
  });
  afterAll(() => service.stop());

  const expectRejected = async (query: string, code = 'GRAPHQL_VALIDATION_FAILED') => {
    const result = await gql(service, query);
    expect(result.status).toBe(400);
    expectError(result, code);
    expect(result.body.data).toBeUndefined();
    return result;
  };
  const get = (search: string, headers: Record<string, string> = {}) =>
    service.request('GET', `/graphql?${new URLSearchParams(search).toString()}`, { headers });

  test('S36: an unknown field is refused without a "Did you mean" suggestion', async () => {
    for (const query of ['{ gamez { id } }', '{ games { nodes { titel } } }']) {
      const result = await expectRejected(query);
      expect(JSON.stringify(result.body)).not.toMatch(/Did you mean/i);
    }
  });

  test('S37, S48: depth 6 is answered alike inline and with nested named fragments', async () => {
    const inline = expectData(await gql(service, catalogueInline));
    expect(expectData(await gql(service, catalogueFragments))).toEqual(inline);
    for (const query of [typeInline(2), typeFragments(2)]) {
      expect(expectData(await gql(service, query)).__type.fields.length).toBeGreaterThan(10);
    }
  });

  test('S37: one level too deep is refused with the depth limit named, inline or with fragments', async () => {
    for (const query of [typeInline(3), typeFragments(3)]) {
      const result = await expectRejected(query);
      expect(result.body.errors.map((error: { message: string }) => error.message)).toEqual([depthMessage]);
    }
  });

  test('S37: 15 aliases are answered; 16 are refused with the alias limit named', async () => {
    expect(Object.keys(expectData(await gql(service, aliases(15))))).toHaveLength(15);
    const result = await expectRejected(aliases(16));
    expect(result.body.errors[0].message).toBe('Aliases limit of 15 exceeded, found 16.');
  });

  test('S37: 50 directives are answered; 51 are refused with the directive limit named', async () => {
    const directives = (count: number) => `{ genres { ${'value @include(if: true) '.repeat(count)}} }`;
    expect(expectData(await gql(service, directives(50))).genres[0]).toEqual({ value: 'all' });
    const result = await expectRejected(directives(51));
    expect(result.body.errors[0].message).toBe('Directives limit of 50 exceeded, found 51.');
  });

  test('S37: a query of more than 1000 tokens is refused', async () => {
    // graphql-js refuses it while parsing, before any validation or resolver runs.
    const result = await expectRejected(
      `{ genres { value ${'label '.repeat(1000)}} }`,
      'GRAPHQL_PARSE_FAILED',
    );
    expect(result.body.errors[0].message).toBe('Query token limit of 1000 exceeded.');
  });

  test('S38: a GET without content-type or preflight header is blocked as CSRF', async () => {
    const blocked = await get('query={genres{value}}');
    expect(blocked.status).toBe(400);
    expect(blocked.text).toContain(csrfText);
    const allowed = await get('query={genres{value}}', { 'apollo-require-preflight': 'true' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.genres[0]).toEqual({ value: 'all' });
  });

  test('S38: a text/plain POST is blocked as CSRF', async () => {
    const answer = await service.request('POST', '/graphql', {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ genres { value } }' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(csrfText);
  });

  test('S38: a mutation over GET is refused with 405', async () => {
    const query = 'mutation { toggleFavorite(gameId: "1") { message } }';
    const answer = await get(`query=${query}`, { 'apollo-require-preflight': 'true' });
    expect(answer.status).toBe(405);
  });

  test('a body over 100 KiB is refused with 413', async () => {
    expect((await gql(service, oversized)).status).toBe(413);
  });

  test('the 413 answer shows no stack trace or file path', async () => {
    const answer = await service.request('POST', '/graphql', { json: { query: oversized } });
    expect(answer.status).toBe(413);
    expect(answer.text).not.toMatch(/node_modules|\/work\/|PayloadTooLargeError|at \w+ \(/);
  });

  test('introspection is on by default', async () => {
    const data = expectData(await gql(service, '{ __schema { types { name } } }'));
    expect(data.__schema.types.map((type: { name: string }) => type.name)).toContain('Game');
  });

  test('S40: answers to a request with a token are no-store; anonymous answers are unchanged', async () => {
    const signedIn = [
      await gql(service, '{ me { email } }', undefined, service.tokens.user),
      await gql(service, '{ genres { value } }', undefined, service.tokens.admin),
      await gql(service, aliases(16), undefined, service.tokens.user),
    ];
    for (const result of signedIn) expect(result.headers.get('cache-control')).toBe('no-store');
    const anonymous = await gql(service, '{ genres { value } }');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });

  test('answers on /graphql carry the security headers', async () => {
    const { headers } = await gql(service, '{ genres { value } }');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-powered-by')).toBeNull();
  });
});
