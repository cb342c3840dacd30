import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  HomeCategoryGames,
  HomeCategoryGamesVariables,
  HomePage,
  HomePageVariables,
  HomeStats,
  HomeStatsVariables,
} from '../../graphql/__generated__/operations.ts';
import { GameCardFragment } from './fragments.ts';

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
