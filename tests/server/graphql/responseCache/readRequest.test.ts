import { describe, expect, test } from '@jest/globals';
import type { Request } from 'express';

import { readRequestOf } from '../../../../server/graphql/responseCache/readRequest.ts';

const post = (body: unknown) => ({ method: 'POST', body }) as Request;
const get = (query: Record<string, string>) => ({ method: 'GET', query }) as unknown as Request;

describe('a GraphQL request as its kept answer is keyed', () => {
  test('variables in another order, at any depth, name the same answer', () => {
    const query =
      'query Games($filter: GameFilter, $limit: Int) { games(filter: $filter, limit: $limit) { total } }';
    const first = readRequestOf(
      post({ query, variables: { limit: 5, filter: { genre: 'action', search: 'kart' } } }),
    );
    const second = readRequestOf(
      get({ query, variables: JSON.stringify({ filter: { search: 'kart', genre: 'action' }, limit: 5 }) }),
    );
    expect(first?.variables).toBe('{"filter":{"genre":"action","search":"kart"},"limit":5}');
    expect(second).toEqual(first);
  });

  test('different values still name different answers', () => {
    const query = '{ games { total } }';
    expect(readRequestOf(post({ query, variables: { limit: 5 } }))?.variables).not.toBe(
      readRequestOf(post({ query, variables: { limit: 6 } }))?.variables,
    );
  });
});
