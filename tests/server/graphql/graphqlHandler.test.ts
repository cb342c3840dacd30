import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { searchOf } from '../../../server/graphql/graphqlHandler.ts';
import { rawGet } from '../../support/fixtures/gamesSuite.ts';
import { seedGame } from '../../support/graphql.ts';
import type { TestService } from '../../support/service.ts';
import { startTestService } from '../../support/service.ts';

describe('the query string Apollo Server is given', () => {
  test.each([
    ['/', ''],
    ['/?', '?'],
    ['/?query={a}', '?query={a}'],
    ['/?query={a}#top', '?query={a}'],
    ['/#top?query={a}', ''],
    ['/?a=1&b=%23', '?a=1&b=%23'],
  ])('of %s is %j', (url, search) => {
    expect(searchOf(url)).toBe(search);
  });
});

/** A GET whose address is sent as written, characters a browser would escape included. */
async function rawGraphqlGet(service: TestService, path: string) {
  const answer = await rawGet(`${service.url}${path}`, { 'apollo-require-preflight': 'true' });
  return { status: answer.status, body: answer.body.toString() };
}

describe('GraphQL over GET', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('sqlite');
    await seedGame(service, { slug: 'open-hearth', title: 'Open Hearth' });
  });
  afterAll(() => service.stop());

  test('reads a query written into the address unescaped, without its fragment', async () => {
    const answer = await rawGraphqlGet(
      service,
      '/graphql?query={game(slug:"open-hearth"){title}}&variables={}#results',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { game: { title: 'Open Hearth' } } });
  });

  test('reads variables from the query string', async () => {
    const search = new URLSearchParams({
      query: 'query Title($slug: String!) { game(slug: $slug) { title } }',
      variables: JSON.stringify({ slug: 'open-hearth' }),
    });
    const answer = await rawGraphqlGet(service, `/graphql?${search.toString()}`);
    expect(JSON.parse(answer.body)).toEqual({ data: { game: { title: 'Open Hearth' } } });
  });
});
