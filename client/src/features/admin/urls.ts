export const adminUrls = {
  login: '/admin/login',
  unauthorized: '/admin/unauthorized',
  dashboard: '/admin',
  games: '/admin/games',
  addGame: '/admin/addgame',
  reports: '/admin/reports',
  settings: '/admin/settings',
} as const;
