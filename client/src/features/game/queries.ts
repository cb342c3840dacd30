import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { GameDetailPage, GameDetailPageVariables } from '../../graphql/__generated__/operations.ts';

export const GameDetailPageQuery: TypedDocumentNode<GameDetailPage, GameDetailPageVariables> = gql`
  query GameDetailPage($slug: String!) {
    game(slug: $slug) {
      id
      slug
      title
      category
      genres {
        value
        label
      }
      tags {
        value
        label
      }
      imageUrl
      screenshots
      trailerUrl
      gameplayUrl
      downloadLink
      supportLink
      steamfixUrl
      homepageUrl
      description
      installationInstructions
      generalNotes
      size
      views
      rating
      totalRatings
      releaseDate
      developer
      publisher
      status
      systemRequirements {
        minimum {
          os
          processor
          memory
          graphics
          storage
        }
      }
      technicalDetails {
        directX
        networkRequirements
        ageRating
        platforms {
          value
          label
        }
        language {
          value
          label
        }
      }
    }
  }
`;
