import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { GameCard_Game } from '../../graphql/__generated__/operations.ts';

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
    downloads
    releaseDate
  }
`;
