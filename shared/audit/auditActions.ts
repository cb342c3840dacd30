/**
 * The closed list of what the audit log records: every admin and moderator write and each sign-in
 * to the console. The REST service records and filters by these names, the console shows their
 * labels. A new kind of write adds its action here.
 */
export const auditActionLabels = {
  'game.create': 'Game created',
  'game.update': 'Game updated',
  'game.delete': 'Game deleted',
  'user.create': 'User created',
  'user.update': 'User updated',
  'user.delete': 'User deleted',
  'account.delete': 'Own account deleted',
  'account.email_change': 'Own email changed',
  'account.email_restore': 'Email change undone',
  'dmca.resolve': 'DMCA notice resolved',
  'dmca.reject': 'DMCA notice rejected',
  'request.approve': 'Game request approved',
  'request.reject': 'Game request rejected',
  'settings.update': 'Settings updated',
  'console.login': 'Console sign-in',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(auditActionLabels, value);

/** What an entry's target is. */
export type AuditTargetType = 'game' | 'user' | 'dmca_notice' | 'game_request' | 'settings';
