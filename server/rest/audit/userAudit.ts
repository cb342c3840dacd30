import type { Role } from '../db/schema.ts';
import type { AuditDetails, AuditTarget } from '../repositories/auditRepository.ts';

export const userTarget = (user: { id: number; email: string }): AuditTarget => ({
  type: 'user',
  id: user.id,
  label: user.email,
});

interface UserChanges {
  email?: string;
  role?: Role;
  /** Only whether a new password was set: never the password itself. */
  newPassword: boolean;
}

/**
 * What a user update changed: the fields' names, and the email and role it replaced (the new ones
 * are the entry's target and `role`). A new password appears by name only.
 */
export function userUpdateDetails(before: { email: string; role: Role }, changes: UserChanges): AuditDetails {
  const email = changes.email !== before.email ? changes.email : undefined;
  const role = changes.role !== before.role ? changes.role : undefined;
  const changed = [
    ...(email !== undefined ? ['email'] : []),
    ...(changes.newPassword ? ['password'] : []),
    ...(role !== undefined ? ['role'] : []),
  ];
  return {
    changed,
    ...(email !== undefined && { previous_email: before.email }),
    ...(role !== undefined && { previous_role: before.role, role }),
  };
}
