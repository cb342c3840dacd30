import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { GameCard_Game, PagedGameList_Games } from '../../graphql/__generated__/operations.ts';

export const GameCardFragment: TypedDocumentNode<GameCard_Game> = gql`
  fragment GameCard_game on Game {
    id
    slug
    title
    category
    imageUrl
    views
    size
    rating
    totalRatings
    downloads
    releaseDate
    technicalDetails {
      platforms {
        value
        label
      }
    }
  }
`;

/** A page of a paged listing (genre, latest, category, search) as `PagedGameList` shows it. */
export const PagedGameListFragment: TypedDocumentNode<PagedGameList_Games> = gql`
  fragment PagedGameList_games on GameConnection {
    totalCount
    pageInfo {
      hasMore
    }
    nodes {
      ...GameCard_game
    }
  }
  ${GameCardFragment}
`;
