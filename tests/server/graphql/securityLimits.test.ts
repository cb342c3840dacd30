import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { databaseKinds } from '../../support/databases.ts';
import { expectData, expectError, gql } from '../../support/graphql.ts';
import { startTestService } from '../../support/service.ts';
import type { TestService } from '../../support/service.ts';

const csrfText = 'blocked as a potential Cross-Site Request Forgery';
const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `g${i}: genres { value }`).join(' ')} }`;

/** Six levels of selection: home, featured, a fragment, technicalDetails, platforms and value. */
const depthSix = '{ home { featured { ... on Game { technicalDetails { platforms { value } } } } } }';
/** Seven: one more inline fragment around the leaf. */
const depthSeven =
  '{ home { featured { ... on Game { technicalDetails { platforms { ... on Option { value } } } } } } }';
/** More than six through nested named fragments (each spread counts as a level). */
const depthSevenFragments = `{ home { featured { ...G } } }
  fragment G on Game { technicalDetails { ...T } }
  fragment T on TechnicalDetails { platforms { ...O } }
  fragment O on Option { value }`;

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

  test('S37: depth 6 is answered; depth 7 (inline or named fragments) is refused', async () => {
    expect(expectData(await gql(service, depthSix)).home.featured).toEqual([]);
    await expectRejected(depthSeven);
    await expectRejected(depthSevenFragments);
  });

  test('S37: 15 aliases are answered; 16 are refused', async () => {
    expect(Object.keys(expectData(await gql(service, aliases(15))))).toHaveLength(15);
    await expectRejected(aliases(16));
  });

  test('S37: a query of more than 1000 tokens is refused', async () => {
    // graphql-js refuses it while parsing, before any validation or resolver runs.
    const result = await expectRejected(
      `{ genres { value ${'label '.repeat(1000)}} }`,
      'GRAPHQL_PARSE_FAILED',
    );
    expect(result.body.errors[0].message).toMatch(/Document contains more tha[nt] 1000 tokens/);
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

  test('answers on /graphql carry the security headers', async () => {
    const { headers } = await gql(service, '{ genres { value } }');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-powered-by')).toBeNull();
  });
});
