import { gql } from '@apollo/client';

/** What the game form edits, and what a save answers with. */
export const AdminGameFormFields = gql`
  fragment AdminGameFormFields on Game {
    id
    slug
    title
    category
    genres {
      value
    }
    tags {
      value
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
      }
      language {
        value
      }
    }
    changelog {
      version
      date
      changes
    }
  }
`;
