import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  AccountDownloads,
  AccountFavorites,
  AccountProfile,
  AccountSettings,
} from '../../graphql/__generated__/operations.ts';

export const AccountProfileQuery: TypedDocumentNode<AccountProfile> = gql`
  query AccountProfile {
    me {
      id
      email
      role
      createdAt
      emailVerified
    }
  }
`;

/**
 * The signed-in visitor's favorites: the profile's list, and the one source of which games the
 * Favorite toggles show as pressed (public game data carries no viewer field: it is cached for all).
 */
export const AccountFavoritesQuery: TypedDocumentNode<AccountFavorites> = gql`
  query AccountFavorites {
    favorites {
      addedAt
      game {
        id
        slug
        title
        imageUrl
      }
    }
  }
`;

export const AccountDownloadsQuery: TypedDocumentNode<AccountDownloads> = gql`
  query AccountDownloads {
    downloads {
      id
      version
      size
      downloadedAt
      game {
        id
        slug
        title
        imageUrl
      }
    }
  }
`;

export const AccountSettingsQuery: TypedDocumentNode<AccountSettings> = gql`
  query AccountSettings {
    settings {
      emailNotifications
      downloadNotifications
    }
  }
`;
