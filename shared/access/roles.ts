/**
 * Who may do what beyond a visitor: one table for the REST service, the GraphQL layer and the
 * admin console (docs/api.md has it as a matrix). Moderators work DMCA notices, game requests,
 * reports and comments; the catalogue, accounts, site settings and the audit log are for admins.
 */
export type Role = 'user' | 'moderator' | 'admin';

export const roles: readonly Role[] = ['user', 'moderator', 'admin'];

const access = {
  /** Signing in to the console, its dashboard, and seeing inactive games. */
  console: ['admin', 'moderator'],
  moderation: ['admin', 'moderator'],
  games: ['admin'],
  users: ['admin'],
  settings: ['admin'],
  audit: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type AccessArea = keyof typeof access;

export const mayAccess = (role: string | undefined, area: AccessArea): boolean =>
  (access[area] as readonly string[]).includes(role ?? '');
