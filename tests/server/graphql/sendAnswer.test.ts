import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { decodedJson, rawRequest } from '../../support/fixtures/gamesSuite.ts';
import { seedGame } from '../../support/graphql.ts';
import { functionsStoredOnResponses } from '../../support/responseFunctions.ts';
import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

const listQuery = '{ games(limit: 100) { nodes { slug title developer } } }';
const smallQuery = 'query One($slug: String!) { game(slug: $slug) { title } }';

/** A GraphQL POST with exactly the given headers, answered as raw bytes (nothing decompressed). */
const rawPost = (service: TestService, body: Record<string, unknown>, headers: Record<string, string>) =>
  rawRequest(
    'POST',
    `${service.url}/graphql`,
    { 'content-type': 'application/json', ...headers },
    JSON.stringify(body),
  );

describe('GraphQL answers are compressed where they are sent', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('sqlite');
    for (let index = 0; index < 30; index += 1) {
      await seedGame(service, { slug: `compressed-${index}`, title: `Compressed Quest ${index}` });
    }
  });
  afterAll(() => service.stop());

  test.each([
    ['gzip', 'gzip'],
    ['br', 'br, gzip;q=0.5'],
  ])('%s for an anonymous visitor, whether the answer is kept or not', async (encoding, accepted) => {
    const plain = await rawPost(service, { query: listQuery }, {});
    expect(plain.body.length).toBeGreaterThan(1024);
    // The first answer is made for this request, the second is kept, the third comes from the cache.
    for (let turn = 0; turn < 3; turn += 1) {
      const answer = await rawPost(service, { query: listQuery }, { 'accept-encoding': accepted });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(decodedJson(answer)).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  test('for a signed-in caller, whose answers are never kept', async () => {
    const token = { authorization: `Bearer ${service.tokens.admin}` };
    const plain = await rawPost(service, { query: listQuery }, token);
    const answer = await rawPost(service, { query: listQuery }, { ...token, 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(decodedJson(answer)).toEqual(JSON.parse(plain.body.toString()));
  });

  test('an answer with an error keeps its status and is compressed too when large', async () => {
    const wrong = `{ ${'games(limit: 1) { nodes { nope } } '.repeat(40)}}`;
    const answer = await rawPost(service, { query: wrong }, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect((decodedJson(answer) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });

  test('small answers, and clients that accept no compression, get the bytes as they are', async () => {
    const small = await rawPost(
      service,
      { query: smallQuery, variables: { slug: 'compressed-1' } },
      { 'accept-encoding': 'gzip' },
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(decodedJson(small)).toEqual({ data: { game: { title: 'Compressed Quest 1' } } });
    const identity = await rawPost(service, { query: listQuery }, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(decodedJson(identity)).toMatchObject({ data: { games: { nodes: expect.any(Array) } } });
  });

  test('no step of the GraphQL path stores a function on the response (docs/performance.md)', async () => {
    const answered = await functionsStoredOnResponses(
      service.running.server,
      async () => {
        const headerSets: Record<string, string>[] = [
          {},
          { 'accept-encoding': 'gzip' },
          { authorization: `Bearer ${service.tokens.user}` },
        ];
        for (const headers of headerSets) {
          await rawPost(service, { query: listQuery }, headers);
          await rawPost(service, { query: smallQuery, variables: { slug: 'compressed-2' } }, headers);
        }
        await rawPost(service, { query: '{ broken' }, {});
      },
      (url) => url.startsWith('/graphql'),
    );
    expect(answered).toHaveLength(7);
    expect(answered.filter(({ added }) => added.length > 0)).toEqual([]);
  });
});
