import type { Caller, RestClient } from './restClient.ts';

interface SessionAnswer {
  token: string;
  user: { id: number; email: string; role: string };
}

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
}

export interface SettingsAnswer {
  email_notifications: boolean;
  download_notifications: boolean;
}

/** `auth.php` and `account.php`. */
export function accountApi(rest: RestClient) {
  const read = <T>(action: string, caller: Caller) =>
    rest.request<T>('/account.php', { query: { action } }, caller);
  const write = <T>(action: string, json: unknown, caller: Caller) =>
    rest.request<T>('/account.php', { method: 'POST', query: { action }, json }, caller);

  return {
    login: (json: unknown, caller: Caller) =>
      rest.request<SessionAnswer>('/auth.php', { method: 'POST', query: { action: 'login' }, json }, caller),
    register: (json: unknown, caller: Caller) =>
      rest.request<SessionAnswer>(
        '/auth.php',
        { method: 'POST', query: { action: 'register' }, json },
        caller,
      ),
    profile: (caller: Caller) => read<ProfileAnswer>('profile', caller),
    settings: (caller: Caller) => read<SettingsAnswer>('settings', caller),
    favorites: async (caller: Caller) =>
      (await read<{ favorites: FavoriteAnswer[] }>('favorites', caller)).favorites,
    downloads: async (caller: Caller) =>
      (await read<{ downloads: DownloadAnswer[] }>('downloads', caller)).downloads,
    updateProfile: (email: string, caller: Caller) =>
      write<{ message: string }>('update-profile', { email }, caller),
    updatePassword: (json: { currentPassword: string; newPassword: string }, caller: Caller) =>
      write<{ message: string; token: string }>('update-password', json, caller),
    updateSettings: (settings: SettingsAnswer, caller: Caller) =>
      write<{ message: string; settings: SettingsAnswer }>('update-settings', { settings }, caller),
    toggleFavorite: (gameId: string, caller: Caller) =>
      write<{ message: string; favorited: boolean }>('toggle-favorite', { gameId }, caller),
    recordDownload: (gameId: string, caller: Caller) =>
      write<{ message: string }>('record-download', { gameId }, caller),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
