import { describe, expect, test } from '@jest/globals';

import { toUser } from '../../../../../server/graphql/resolvers/mappers.ts';

const answer = {
  id: 7,
  email: 'player@example.com',
  role: 'user',
  created_at: '2024-01-02T03:04:05.000Z',
  updated_at: '2024-02-03T04:05:06.000Z',
};

describe('toUser', () => {
  test('gives the activity counts of the REST answer, also when a PHP host sends them as text', () => {
    expect(toUser({ ...answer, favorites_count: 4, downloads_count: 9 })).toEqual({
      id: 7,
      email: 'player@example.com',
      role: 'user',
      createdAt: answer.created_at,
      updatedAt: answer.updated_at,
      favoritesCount: 4,
      downloadsCount: 9,
    });
    expect(toUser({ ...answer, favorites_count: '12', downloads_count: '3' })).toMatchObject({
      favoritesCount: 12,
      downloadsCount: 3,
    });
  });

  test('reads 0 when the REST service does not count activity', () => {
    expect(toUser(answer)).toMatchObject({ favoritesCount: 0, downloadsCount: 0 });
  });
});
