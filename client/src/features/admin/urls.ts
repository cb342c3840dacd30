export const adminUrls = {
  login: '/admin/login',
  unauthorized: '/admin/unauthorized',
  dashboard: '/admin',
  games: '/admin/games',
  addGame: '/admin/addgame',
} as const;
