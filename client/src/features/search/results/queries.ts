import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  SearchResultsPage,
  SearchResultsPageVariables,
} from '../../../graphql/__generated__/operations.ts';
import { PagedGameListFragment } from '../../catalog/fragments.ts';

export const SearchResultsPageQuery: TypedDocumentNode<SearchResultsPage, SearchResultsPageVariables> = gql`
  query SearchResultsPage($q: String!, $offset: Int!, $limit: Int!) {
    searchGames(q: $q, offset: $offset, limit: $limit) {
      ...PagedGameList_games
    }
  }
  ${PagedGameListFragment}
`;
