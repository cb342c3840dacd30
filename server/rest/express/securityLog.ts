import { createHash } from 'node:crypto';

import type { Request } from 'express';
import type { Logger } from 'pino';
import type {} from 'pino-http';

/** Accounts appear in logs only as a short hash of the normalised email. */
export const accountHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

/**
 * An email address as a log line may show it, to a person reading it: its first character and
 * its domain (`a***@example.org`), never the whole mailbox.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at === -1) return '***';
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** Runs of text between spaces, angle brackets, quotes and separators: addresses are some of them. */
const words = /[^\s<>"'(),;[\]]+/g;

/** `text` with every address in it masked (an SMTP server's answer often names the recipient). */
export const withMaskedEmails = (text: string): string =>
  text.replace(words, (word) => (word.includes('@') ? maskedEmail(word) : word));

export type SecurityEvent =
  | 'auth.login.succeeded'
  | 'auth.login.failed'
  | 'auth.login.locked'
  | 'auth.admin_login.denied'
  | 'auth.registered'
  | 'auth.password_changed'
  | 'auth.password_reset.requested'
  | 'auth.password_reset.withheld'
  | 'auth.password_reset.succeeded'
  | 'auth.password_reset.refused'
  | 'auth.email_verification.requested'
  | 'auth.email_verification.succeeded'
  | 'auth.email_verification.refused'
  | 'auth.token_rejected'
  | 'auth.logout.succeeded'
  | 'auth.sign_out_everywhere.succeeded'
  | 'auth.account_delete.succeeded'
  | 'auth.email_changed'
  | 'auth.email_change_undo.succeeded'
  | 'auth.email_change_undo.refused'
  | 'auth.reauthentication.required'
  | 'auth.two_factor.challenge.requested'
  | 'auth.two_factor.login.succeeded'
  | 'auth.two_factor.code.failed'
  | 'auth.two_factor.recovery_code.used'
  | 'auth.two_factor.enable.succeeded'
  | 'auth.two_factor.disable.succeeded'
  | 'auth.two_factor.recovery_codes_regenerate.succeeded'
  | 'authz.denied'
  | 'limit.exceeded';

/** One structured line per security event: what, who (user id or account hash), from where, which request. */
export function securityEvent(
  log: Logger,
  req: Request,
  event: SecurityEvent,
  details: { userId?: number; email?: string; ip?: string; status?: number } = {},
): void {
  const { email, ...rest } = details;
  const level = /succeeded|registered|changed|requested/.test(event) ? 'info' : 'warn';
  log[level]({
    event,
    reqId: req.id,
    ip: details.ip ?? req.ip,
    method: req.method,
    path: req.path,
    ...(email !== undefined && { account: accountHash(email) }),
    ...rest,
  });
}
