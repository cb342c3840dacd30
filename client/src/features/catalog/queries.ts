import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  CategoriesPage,
  CategoriesPageVariables,
  CategoryPageGames,
  CategoryPageGamesVariables,
  GenrePageGames,
  GenrePageGamesVariables,
  HomeCategoryGames,
  HomeCategoryGamesVariables,
  HomePage,
  HomePageVariables,
  HomeStats,
  HomeStatsVariables,
  LatestPageGames,
  LatestPageGamesVariables,
  TopDownloadsPage,
  TopDownloadsPageVariables,
} from '../../graphql/__generated__/operations.ts';
import { GameCardFragment, PagedGameListFragment } from './fragments.ts';

export const HomePageQuery: TypedDocumentNode<HomePage, HomePageVariables> = gql`
  query HomePage {
    home {
      featured {
        id
        slug
        title
        description
        imageUrl
        trailerUrl
      }
      latest {
        ...GameCard_game
      }
      mostViewed {
        id
        slug
        title
        views
      }
      topRated {
        id
        slug
        title
        rating
        totalRatings
      }
      mostPopular {
        id
        slug
        title
        downloads
      }
    }
  }
  ${GameCardFragment}
`;

/**
 * The home page's stats strip, asked apart from the rest of the page: the figures come from the
 * REST service's counts, and a failure there must not take the catalogue's sections down with it.
 */
export const HomeStatsQuery: TypedDocumentNode<HomeStats, HomeStatsVariables> = gql`
  query HomeStats {
    communityStats {
      activeUsers
      downloads
      reviews
      games
    }
  }
`;

/** The home page's category tabs: the first 9 matches, and how many match in all. */
export const HomeCategoryGamesQuery: TypedDocumentNode<HomeCategoryGames, HomeCategoryGamesVariables> = gql`
  query HomeCategoryGames($category: String!) {
    games(filter: { category: $category }, sort: POPULAR, limit: 9) {
      totalCount
      nodes {
        ...GameCard_game
      }
    }
  }
  ${GameCardFragment}
`;

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
