import type { NormalizedCacheObject } from '@apollo/client';
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';

import { createAuthLink } from './authLink.ts';
import { createCache } from './cache.ts';
import { createErrorLink } from './errorLink.ts';
import { createPersistedQueryLink, isQuery } from './persistedQueryLink.ts';
import { createUploadLink, isUpload } from './uploadLink.ts';
import { clearCacheOnVisitorChange } from './visitorCache.ts';

/** The browser's client: the server-rendered cache state restored, then the network. */
export function createBrowserApolloClient(state?: NormalizedCacheObject): ApolloClient {
  const cache = createCache();
  if (state) cache.restore(state);
  const http = new HttpLink({ uri: '/graphql' });
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([
      createErrorLink(),
      createAuthLink(),
      ApolloLink.split(
        isUpload,
        createUploadLink(),
        ApolloLink.split(isQuery, createPersistedQueryLink().concat(http), http),
      ),
    ]),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
  clearCacheOnVisitorChange(client);
  return client;
}
