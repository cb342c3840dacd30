import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  AdminGameForm,
  AdminGameFormVariables,
  AdminGameIds,
  AdminGameIdsVariables,
  AdminGameOptions,
  AdminGames,
  AdminGamesVariables,
} from '../../../graphql/__generated__/operations.ts';
import { AdminGameFormFields } from './fragments.ts';

export const AdminGamesQuery: TypedDocumentNode<AdminGames, AdminGamesVariables> = gql`
  query AdminGames($search: String, $offset: Int!, $limit: Int!) {
    games(filter: { quickSearch: $search }, sort: NEWEST, offset: $offset, limit: $limit) {
      totalCount
      nodes {
        id
        slug
        title
        developer
        category
        imageUrl
        genres {
          value
          label
        }
        status
        views
        rating
      }
    }
  }
`;

/** Every game the search matches, for select-all and the count of what is selected. */
export const AdminGameIdsQuery: TypedDocumentNode<AdminGameIds, AdminGameIdsVariables> = gql`
  query AdminGameIds($search: String) {
    games(filter: { quickSearch: $search }, limit: 0) {
      ids
    }
  }
`;

export const AdminGameFormQuery: TypedDocumentNode<AdminGameForm, AdminGameFormVariables> = gql`
  query AdminGameForm($slug: String!) {
    game(slug: $slug) {
      ...AdminGameFormFields
    }
  }
  ${AdminGameFormFields}
`;

/** The suggestions of the form's tag inputs. */
export const AdminGameOptionsQuery: TypedDocumentNode<AdminGameOptions> = gql`
  query AdminGameOptions {
    predefinedOptions {
      genres {
        value
        label
      }
      tags {
        value
        label
      }
      platforms {
        value
        label
      }
      languages {
        value
        label
      }
    }
  }
`;
