import type { FieldPolicy, Reference } from '@apollo/client';
import { InMemoryCache } from '@apollo/client';

interface CachedConnection {
  nodes: readonly Reference[];
}

/**
 * A paged list (`games`, `searchGames`): one cache entry per filter, sort and page size; a page
 * asked with an offset is appended to the pages loaded so far (without repeating a game that the
 * catalogue moved between two pages), and offset 0 starts the list afresh.
 */
function offsetConnection(keyArgs: string[]): FieldPolicy<CachedConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      if (!existing || offset === 0) return incoming;
      const seen = new Set(existing.nodes.map((node) => node.__ref));
      return {
        ...incoming,
        nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !seen.has(node.__ref))],
      };
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Option: { keyFields: false },
      HomeData: { keyFields: [] },
      PredefinedOptions: { keyFields: [] },
      SiteSettings: { keyFields: [] },
      // One per signed-in visitor: a saved toggle updates the settings page's query in place.
      AccountSettings: { keyFields: [] },
      // A game's parts without an id of their own: a card's few fields and the page's many merge.
      TechnicalDetails: { merge: true },
      SystemRequirements: { merge: true },
      Query: {
        fields: {
          games: offsetConnection(['filter', 'sort', 'limit']),
          searchGames: offsetConnection(['q', 'limit']),
        },
      },
    },
  });
}
