import type { Role } from '../../../../../shared/access/roles.ts';

export type RoleFilter = 'all' | Role;

/**
 * The accounts that match the search text (in the email or the role, ignoring case) and the role
 * chosen in the filter.
 */
export function filterUsers<User extends { email: string; role: string }>(
  users: readonly User[],
  search: string,
  role: RoleFilter,
): User[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (role === 'all' || user.role === role) &&
      (user.email.toLowerCase().includes(needle) || user.role.toLowerCase().includes(needle)),
  );
}
