import type { MockLink } from '@apollo/client/testing';

import {
  AccountDisplayNameQuery,
  AccountDownloadsQuery,
  AccountFavoritesQuery,
  AccountMyCommentsQuery,
  AccountMyRatingsQuery,
  AccountProfileQuery,
  AccountSettingsQuery,
} from '../../../../client/src/features/account/queries.ts';
import type {
  AccountDownloads,
  AccountFavorites,
  AccountMyComments,
  AccountMyRatings,
  CommentStatus,
} from '../../../../client/src/graphql/__generated__/operations.ts';
import { saveSession } from '../../../../client/src/lib/session.ts';

export const visitor = { id: '7', email: 'player@example.com', role: 'user' } as const;

/** Signs the visitor in, for this tab only unless `remember`. */
export const signIn = (remember = false) =>
  saveSession({ token: 'signed-token', user: { ...visitor } }, { remember });

/** Signs the visitor in with Remember me through the console's sign-in: `adminToken` is kept too. */
export const signInWithAdminToken = () =>
  saveSession({ token: 'signed-token', user: { ...visitor } }, { remember: true, console: true });

/** The session and `adminToken` in both storages (all null once signed out). */
export const storedSessionItems = () =>
  ['auth-storage', 'adminToken'].flatMap((key) => [localStorage.getItem(key), sessionStorage.getItem(key)]);

const summary = (id: number, title: string) => ({
  __typename: 'GameSummary' as const,
  id: String(id),
  slug: title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
  title,
  imageUrl: `/uploads/game-${id}.webp`,
});

export const favorite = (
  id: number,
  title: string,
  addedAt: string,
): AccountFavorites['favorites'][number] => ({
  __typename: 'Favorite',
  addedAt,
  game: summary(id, title),
});

export const download = (
  id: number,
  title: string,
  downloadedAt: string,
  version = '1.0',
  size = '120 MB',
): AccountDownloads['downloads'][number] => ({
  __typename: 'Download',
  id: `d${id}`,
  version,
  size,
  downloadedAt,
  game: summary(id, title),
});

export const myRating = (
  id: number,
  title: string,
  rating: number,
  ratedAt: string,
): AccountMyRatings['myRatings'][number] => ({
  __typename: 'MyRating',
  rating,
  ratedAt,
  game: summary(id, title),
});

export const myComment = (
  id: number,
  title: string,
  content: string,
  createdAt: string,
  status: CommentStatus = 'visible',
): AccountMyComments['myComments'][number] => ({
  __typename: 'MyComment',
  id: `c${id}`,
  content,
  status,
  createdAt,
  game: summary(id, title),
});

/** What the site's REST service offers: all of it unless told. */
export const communityFeatures = (offered: Partial<Record<'ratings' | 'comments', boolean>> = {}) => ({
  __typename: 'CommunityFeatures' as const,
  counting: true,
  ratings: true,
  comments: true,
  reports: true,
  ...offered,
});

const answer = (query: object, result: object): MockLink.MockedResponse =>
  ({ request: { query }, result }) as MockLink.MockedResponse;

export const profileAnswer = (
  result: object = {
    data: {
      me: { __typename: 'Profile', ...visitor, createdAt: '2024-03-15T10:00:00.000Z', emailVerified: true },
    },
  },
) => answer(AccountProfileQuery, result);

export const favoritesAnswer = (favorites: AccountFavorites['favorites'] | object) =>
  answer(AccountFavoritesQuery, Array.isArray(favorites) ? { data: { favorites } } : favorites);

export const downloadsAnswer = (downloads: AccountDownloads['downloads'] | object) =>
  answer(AccountDownloadsQuery, Array.isArray(downloads) ? { data: { downloads } } : downloads);

export const displayNameAnswer = (displayName: string | null) =>
  answer(AccountDisplayNameQuery, { data: { me: { __typename: 'Profile', id: visitor.id, displayName } } });

export const myRatingsAnswer = (
  myRatings: AccountMyRatings['myRatings'] | object,
  features = communityFeatures(),
) =>
  answer(
    AccountMyRatingsQuery,
    Array.isArray(myRatings) ? { data: { communityFeatures: features, myRatings } } : myRatings,
  );

export const myCommentsAnswer = (
  myComments: AccountMyComments['myComments'] | object,
  features = communityFeatures(),
) =>
  answer(
    AccountMyCommentsQuery,
    Array.isArray(myComments) ? { data: { communityFeatures: features, myComments } } : myComments,
  );

/** The profile's display name, ratings and comments, all empty: for tests about its other panels. */
export const emptyCommunityAnswers = () => [
  displayNameAnswer(null),
  myRatingsAnswer([]),
  myCommentsAnswer([]),
];

export const settingsAnswer = (emailNotifications: boolean, downloadNotifications: boolean) =>
  answer(AccountSettingsQuery, {
    data: { settings: { __typename: 'AccountSettings', emailNotifications, downloadNotifications } },
  });

/** A server failure that only the page reports (the error link stays quiet about it). */
export const failure = {
  errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
};
