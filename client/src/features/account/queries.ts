import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  AccountDisplayName,
  AccountDownloads,
  AccountFavorites,
  AccountMyComments,
  AccountMyRatings,
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

/** The name on the signed-in visitor's comments (null until set); the profile's own entry in the cache. */
export const AccountDisplayNameQuery: TypedDocumentNode<AccountDisplayName> = gql`
  query AccountDisplayName {
    me {
      id
      displayName
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

/**
 * The games the signed-in visitor rated, newest first, and whether the site offers ratings at all
 * (every feature is asked for, so that the cached answer is the same object for every query).
 */
export const AccountMyRatingsQuery: TypedDocumentNode<AccountMyRatings> = gql`
  query AccountMyRatings {
    communityFeatures {
      counting
      ratings
      comments
      reports
    }
    myRatings {
      rating
      ratedAt
      game {
        id
        slug
        title
        imageUrl
      }
    }
  }
`;

/** The signed-in visitor's comments, newest first, with their status; and whether the site offers comments. */
export const AccountMyCommentsQuery: TypedDocumentNode<AccountMyComments> = gql`
  query AccountMyComments {
    communityFeatures {
      counting
      ratings
      comments
      reports
    }
    myComments {
      id
      content
      status
      createdAt
      game {
        id
        slug
        title
        imageUrl
      }
    }
  }
`;
