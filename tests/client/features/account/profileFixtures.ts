import type { MockLink } from '@apollo/client/testing';

import {
  AccountDownloadsQuery,
  AccountFavoritesQuery,
  AccountProfileQuery,
  AccountSettingsQuery,
} from '../../../../client/src/features/account/queries.ts';
import type {
  AccountDownloads,
  AccountFavorites,
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

export const settingsAnswer = (emailNotifications: boolean, downloadNotifications: boolean) =>
  answer(AccountSettingsQuery, {
    data: { settings: { __typename: 'AccountSettings', emailNotifications, downloadNotifications } },
  });

/** A server failure that only the page reports (the error link stays quiet about it). */
export const failure = {
  errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
};
