import { ApolloClient, ApolloLink, gql } from '@apollo/client';

import { createCache } from '../../../client/src/apollo/cache.ts';
import { clearCacheOnVisitorChange } from '../../../client/src/apollo/visitorCache.ts';
import {
  clearSession,
  renewSessionToken,
  saveSession,
  updateSessionEmail,
} from '../../../client/src/lib/session.ts';

const FavoritesQuery = gql`
  query Favorites {
    favorites {
      addedAt
    }
  }
`;

const signIn = (id: string) =>
  saveSession(
    { token: `token-${id}`, user: { id, email: `${id}@example.com`, role: 'user' } },
    { remember: true },
  );

function clientWithFavorites() {
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  const stop = clearCacheOnVisitorChange(client);
  client.writeQuery({
    query: FavoritesQuery,
    data: { favorites: [{ __typename: 'Favorite', addedAt: 'today' }] },
  });
  const cached = () => client.readQuery({ query: FavoritesQuery });
  return { cached, stop };
}

// clearStore empties the cache after a microtask.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  clearSession();
});

describe('the cache across visitors', () => {
  it("drops one visitor's data on logout, so the next never sees it", async () => {
    signIn('7');
    const favorites = clientWithFavorites();
    stop = favorites.stop;
    clearSession();
    await settle();
    expect(favorites.cached()).toBeNull();
  });

  it('drops it when another visitor signs in', async () => {
    signIn('7');
    const favorites = clientWithFavorites();
    stop = favorites.stop;
    signIn('8');
    await settle();
    expect(favorites.cached()).toBeNull();
  });

  it("keeps it when the same visitor's token or email changes", async () => {
    signIn('7');
    const favorites = clientWithFavorites();
    stop = favorites.stop;
    renewSessionToken('fresh-token');
    updateSessionEmail('new@example.com');
    await settle();
    expect(favorites.cached()).not.toBeNull();
  });
});
