import type { CallerRestClient } from './restClient.ts';

interface ListedGame {
  gameId: number;
  slug: string;
  title: string;
  imageUrl: string;
}

export interface FavoriteAnswer extends ListedGame {
  addedAt: string;
}

export interface DownloadAnswer extends ListedGame {
  id: number;
  version: string;
  size: string;
  downloadedAt: string;
}

export interface ProfileAnswer {
  id: number;
  email: string;
  role: string;
  created_at: string;
  /** Staff without the second factor the site requires: refused staff work until they enrol. */
  two_factor_missing?: boolean;
  /** Left out by a REST host without email verification: such accounts count as verified. */
  email_verified?: boolean;
  /** The name shown on comments; null until set, left out by a REST host without comments. */
  display_name?: string | null;
}

export interface MyCommentAnswer {
  id: number | string;
  gameId: number | string;
  slug: string;
  title: string;
  content: string;
  status: 'visible' | 'hidden' | 'deleted';
  createdAt: string;
}

export interface SettingsAnswer {
  email_notifications: boolean;
  download_notifications: boolean;
}

/** `account.php`: the caller's own data, one method per `action`. */
export function accountApi(rest: CallerRestClient) {
  const read = <T>(action: string) => rest.request<T>('/account.php', { query: { action } });
  const write = <T>(action: string, json: unknown) =>
    rest.request<T>('/account.php', { method: 'POST', query: { action }, json });

  return {
    profile: () => read<ProfileAnswer>('profile'),
    settings: () => read<SettingsAnswer>('settings'),
    favorites: async () => (await read<{ favorites: FavoriteAnswer[] }>('favorites')).favorites,
    downloads: async () => (await read<{ downloads: DownloadAnswer[] }>('downloads')).downloads,
    updateProfile: (json: { email: string; currentPassword: string }) =>
      write<{ message: string }>('update-profile', json),
    updatePassword: (json: { currentPassword: string; newPassword: string }) =>
      write<{ message: string; token: string }>('update-password', json),
    updateSettings: (settings: SettingsAnswer) =>
      write<{ message: string; settings: SettingsAnswer }>('update-settings', { settings }),
    toggleFavorite: (gameId: string) =>
      write<{ message: string; favorited: boolean }>('toggle-favorite', { gameId }),
    recordDownload: (gameId: string) => write<{ message: string }>('record-download', { gameId }),
    updateDisplayName: (displayName: string) =>
      write<{ message: string; displayName: string }>('update-display-name', { displayName }),
    myComments: async () => (await read<{ comments: MyCommentAnswer[] }>('my-comments')).comments,
    signOutEverywhere: () => write<{ message: string }>('sign-out-everywhere', {}),
    deleteAccount: (password: string) => write<{ message: string }>('delete-account', { password }),
  };
}
