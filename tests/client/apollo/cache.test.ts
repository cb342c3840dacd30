import { gql } from '@apollo/client';
import { describe, expect, test } from '@jest/globals';

import { createCache } from '../../../client/src/apollo/cache.ts';

const query = gql`
  query Page($filter: GameFilter, $offset: Int!, $limit: Int!) {
    games(filter: $filter, offset: $offset, limit: $limit) {
      totalCount
      nodes {
        id
        title
      }
    }
  }
`;

const game = (id: string) => ({ __typename: 'Game', id, title: `Game ${id}` });
const page = (ids: string[], totalCount = 3) => ({
  games: { __typename: 'GameConnection', totalCount, nodes: ids.map(game) },
});

describe('paged lists in the cache', () => {
  test('a later page is appended once, and offset 0 starts the list afresh', () => {
    const cache = createCache();
    const filter = { genre: 'racing' };
    cache.writeQuery({ query, variables: { filter, offset: 0, limit: 2 }, data: page(['1', '2']) });
    // The catalogue moved: game 2 comes again on the second page.
    cache.writeQuery({ query, variables: { filter, offset: 2, limit: 2 }, data: page(['2', '3'], 4) });
    const read = () => cache.readQuery({ query, variables: { filter, offset: 0, limit: 2 } });
    expect(read()?.games.nodes.map((node) => node.id)).toEqual(['1', '2', '3']);
    expect(read()?.games.totalCount).toBe(4);

    cache.writeQuery({ query, variables: { filter, offset: 0, limit: 2 }, data: page(['3', '1']) });
    expect(read()?.games.nodes.map((node) => node.id)).toEqual(['3', '1']);
  });

  test('each filter keeps its own list', () => {
    const cache = createCache();
    cache.writeQuery({
      query,
      variables: { filter: { genre: 'racing' }, offset: 0, limit: 2 },
      data: page(['1']),
    });
    cache.writeQuery({
      query,
      variables: { filter: { genre: 'rpg' }, offset: 0, limit: 2 },
      data: page(['9']),
    });
    const ids = (genre: string) =>
      cache
        .readQuery({ query, variables: { filter: { genre }, offset: 0, limit: 2 } })
        ?.games.nodes.map((node) => node.id);
    expect(ids('racing')).toEqual(['1']);
    expect(ids('rpg')).toEqual(['9']);
  });
});
