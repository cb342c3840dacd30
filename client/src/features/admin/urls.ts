export const adminUrls = {
  login: '/admin/login',
  unauthorized: '/admin/unauthorized',
  dashboard: '/admin',
  games: '/admin/games',
  addGame: '/admin/addgame',
} as const;

/** Where the guard sends a visitor without a session; the login returns them to `from` (SPEC 2.18). */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}
