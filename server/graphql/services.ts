import { catalogCache } from './catalog/catalogCache.ts';
import { accountApi } from './datasources/accountApi.ts';
import { auditApi } from './datasources/auditApi.ts';
import { authApi } from './datasources/authApi.ts';
import { gamesApi } from './datasources/gamesApi.ts';
import { moderationApi } from './datasources/moderationApi.ts';
import { predefinedOptionsCache } from './datasources/predefinedOptions.ts';
import type { Caller, RestClientOptions } from './datasources/restClient.ts';
import { createRestClient } from './datasources/restClient.ts';
import { siteSettingsApi, siteSettingsCache } from './datasources/siteSettingsApi.ts';
import { supportApi } from './datasources/supportApi.ts';
import { usersApi } from './datasources/usersApi.ts';

/**
 * What the GraphQL layer keeps between requests: one REST client, the predefined options and the
 * public catalogue; and the data sources of one request, bound to its caller.
 */
export function createGraphqlServices(options: RestClientOptions) {
  const rest = createRestClient(options);
  const anonymous = rest.forCaller({});
  const predefinedOptions = predefinedOptionsCache(anonymous);
  return {
    publicCatalog: catalogCache(() => gamesApi(anonymous, predefinedOptions).list()),
    siteSettings: siteSettingsCache(anonymous),
    /** The data sources of one request: every call carries this caller's token and address. */
    dataSourcesFor(caller: Caller) {
      const bound = rest.forCaller(caller);
      return {
        games: gamesApi(bound, predefinedOptions),
        auth: authApi(bound),
        account: accountApi(bound),
        users: usersApi(bound),
        moderation: moderationApi(bound),
        support: supportApi(bound),
        audit: auditApi(bound),
        siteSettings: siteSettingsApi(bound),
      };
    },
  };
}

export type GraphqlServices = ReturnType<typeof createGraphqlServices>;
export type DataSources = ReturnType<GraphqlServices['dataSourcesFor']>;
