import type { ApolloCache } from '@apollo/client';

/**
 * Drops games that were deleted or taken offline from the client's cache, so that public pages
 * opened later in the same tab ask the server instead of showing them from memory.
 */
export function evictGames(cache: ApolloCache, ids: readonly string[]): void {
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Game', id }) });
  cache.gc();
}
