import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  CommunityFeatures,
  GameDetailPage,
  GameDetailPageVariables,
  GameViewer,
  GameViewerVariables,
} from '../../graphql/__generated__/operations.ts';

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
      license
      size
      views
      stars
      shares
      downloads
      rating
      totalRatings
      weightedRating
      releaseDate
      developer
      publisher
      version
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
      changelog {
        version
        date
        changes
      }
    }
  }
`;

/** What the REST service offers: the page hides ratings or reports where it has none. */
export const CommunityFeaturesQuery: TypedDocumentNode<CommunityFeatures> = gql`
  query CommunityFeatures {
    communityFeatures {
      counting
      ratings
      reports
    }
  }
`;

/** The caller's own star, share and rating of one game: read in the browser only, never cached for others. */
export const GameViewerQuery: TypedDocumentNode<GameViewer, GameViewerVariables> = gql`
  query GameViewer($gameId: ID!) {
    gameViewer(gameId: $gameId) {
      starred
      shared
      myRating
    }
  }
`;
