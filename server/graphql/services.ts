import { catalogCache } from './catalog/catalogCache.ts';
import { accountApi } from './datasources/accountApi.ts';
import { adminApi } from './datasources/adminApi.ts';
import { gamesApi } from './datasources/gamesApi.ts';
import { createRestClient } from './datasources/restClient.ts';
import type { RestClientOptions } from './datasources/restClient.ts';

/** What the GraphQL layer keeps between requests: one REST client, the APIs, the public catalogue. */
export function createGraphqlServices(options: RestClientOptions) {
  const rest = createRestClient(options);
  const games = gamesApi(rest);
  return {
    games,
    account: accountApi(rest),
    admin: adminApi(rest),
    publicCatalog: catalogCache(() => games.list({})),
  };
}

export type GraphqlServices = ReturnType<typeof createGraphqlServices>;
