import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  HeaderSearch,
  HeaderSearchVariables,
  SearchResultsPage,
  SearchResultsPageVariables,
} from '../../graphql/__generated__/operations.ts';
import { PagedGameListFragment } from '../catalog/fragments.ts';

export const HeaderSearchQuery: TypedDocumentNode<HeaderSearch, HeaderSearchVariables> = gql`
  query HeaderSearch($q: String!) {
    searchSuggestions(q: $q) {
      id
      slug
      title
      imageUrl
      views
      rating
      totalRatings
    }
  }
`;

export const SearchResultsPageQuery: TypedDocumentNode<SearchResultsPage, SearchResultsPageVariables> = gql`
  query SearchResultsPage($q: String!, $offset: Int!, $limit: Int!) {
    searchGames(q: $q, offset: $offset, limit: $limit) {
      ...PagedGameList_games
    }
  }
  ${PagedGameListFragment}
`;
