/**
 * The closed list of what the audit log records: every admin and moderator write, each sign-in
 * to the console, and every step of an account's two-factor sign-in. The REST service records and filters by these names, the console shows their
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
  'comment.hide': 'Comment hidden',
  'comment.unhide': 'Comment shown again',
  'comment.delete': 'Comment deleted by staff',
  'report.resolve': 'Report resolved',
  'report.dismiss': 'Report dismissed',
  'report.reopen': 'Report reopened',
  'settings.update': 'Settings updated',
  'console.login': 'Console sign-in',
  'two_factor.enable': 'Two-factor sign-in turned on',
  'two_factor.disable': 'Two-factor sign-in turned off',
  'two_factor.recovery_codes': 'Recovery codes regenerated',
  'two_factor.recovery_code_used': 'Recovery code used',
  'two_factor.code_rejected': 'Wrong second-factor code',
  'two_factor.login': 'Sign-in with second factor',
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(auditActionLabels, value);

/** What an entry's target is. */
export type AuditTargetType =
  'game' | 'user' | 'dmca_notice' | 'game_request' | 'settings' | 'comment' | 'report';
