import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  CategoriesPage,
  CategoriesPageVariables,
  CategoryPageGames,
  CategoryPageGamesVariables,
  GenrePageGames,
  GenrePageGamesVariables,
  LatestPageGames,
  LatestPageGamesVariables,
  TopDownloadsPage,
  TopDownloadsPageVariables,
} from '../../../graphql/__generated__/operations.ts';
import { GameCardFragment, PagedGameListFragment } from '../fragments.ts';

export const GenrePageGamesQuery: TypedDocumentNode<GenrePageGames, GenrePageGamesVariables> = gql`
  query GenrePageGames($genre: String!, $sort: GameSort!, $offset: Int!, $limit: Int!) {
    games(filter: { genre: $genre }, sort: $sort, offset: $offset, limit: $limit) {
      ...PagedGameList_games
    }
  }
  ${PagedGameListFragment}
`;

export const LatestPageGamesQuery: TypedDocumentNode<LatestPageGames, LatestPageGamesVariables> = gql`
  query LatestPageGames($window: TimeWindow!, $sort: GameSort!, $offset: Int!, $limit: Int!) {
    games(filter: { window: $window }, sort: $sort, offset: $offset, limit: $limit) {
      totalDownloads
      averageRating
      ratedCount
      ...PagedGameList_games
    }
  }
  ${PagedGameListFragment}
`;

export const CategoryPageGamesQuery: TypedDocumentNode<CategoryPageGames, CategoryPageGamesVariables> = gql`
  query CategoryPageGames($category: String!, $offset: Int!, $limit: Int!) {
    games(filter: { category: $category }, sort: POPULAR, offset: $offset, limit: $limit) {
      ...PagedGameList_games
    }
  }
  ${PagedGameListFragment}
`;

/** The categories page's counts (SPEC 2.11): active games per genre. */
export const CategoriesPageQuery: TypedDocumentNode<CategoriesPage, CategoriesPageVariables> = gql`
  query CategoriesPage {
    genreCounts {
      value
      count
    }
  }
`;

export const TopDownloadsPageQuery: TypedDocumentNode<TopDownloadsPage, TopDownloadsPageVariables> = gql`
  query TopDownloadsPage($window: TimeWindow!) {
    topDownloads(window: $window) {
      ...GameCard_game
    }
  }
  ${GameCardFragment}
`;
