import type { Request } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import type { RestContext } from '../context.ts';
import { HttpError } from '../express/HttpError.ts';
import { attemptLimiter } from '../express/rateLimits.ts';
import { securityEvent } from '../express/securityLog.ts';
import type { Viewer } from './viewer.ts';

/** A body field holding the caller's own password, and its answer when the password is wrong. */
export interface PasswordField {
  name: string;
  wrong: string;
}

export const currentPasswordField: PasswordField = {
  name: 'currentPassword',
  wrong: messages.currentPasswordIncorrect,
};

/** Whether this session entered the account's password within the last `withinSeconds`. */
export function passwordEnteredRecently(viewer: Viewer, withinSeconds: number, nowMs = Date.now()): boolean {
  return viewer.authTime !== undefined && nowMs - viewer.authTime * 1000 <= withinSeconds * 1000;
}

type PasswordContext = Pick<
  RestContext,
  'config' | 'limiters' | 'log' | 'users' | 'passwords' | 'clientIp' | 'addressKey'
>;

/**
 * Checks of the caller's own password, counted per user and per address under `name` (a guesser
 * gains nothing by moving to another action of the same endpoint).
 */
export function callerPassword(ctx: PasswordContext, name: string) {
  const { limits } = ctx.config;
  const hourly = (points: number) => ({ points, windowSeconds: 3600 });
  const attempts = attemptLimiter(
    ctx.limiters,
    name,
    {
      user: hourly(limits.passwordChangesPerUserPerHour),
      address: hourly(limits.passwordChangesPerIpPerHour),
    },
    ctx.log,
  );

  /** A wrong password is a 400 naming the field. */
  async function check(viewer: Viewer, req: Request, password: string, field: PasswordField): Promise<void> {
    const keys = { user: String(viewer.id), address: ctx.addressKey(req) };
    await attempts(req, keys, { userId: viewer.id, ip: ctx.clientIp(req) });
    const user = await ctx.users.findById(viewer.id);
    if (!(await ctx.passwords.verify(user?.password_hash, password))) {
      throw new HttpError(400, field.wrong, { fields: { [field.name]: field.wrong } });
    }
  }

  /**
   * For a write that changes who can sign in to an account: a stolen token alone must not be
   * enough. A session that entered its password within `recentPasswordEntrySeconds` may go on
   * without it; any other must send `currentPassword`, which is then checked (a correct one counts
   * as a fresh entry for this request). Without it the answer is a 400 naming the field.
   */
  async function confirmRecent(viewer: Viewer, req: Request, currentPassword: string | undefined) {
    if (currentPassword !== undefined) return check(viewer, req, currentPassword, currentPasswordField);
    if (passwordEnteredRecently(viewer, limits.recentPasswordEntrySeconds)) return;
    securityEvent(ctx.log, req, 'auth.reauthentication.required', {
      userId: viewer.id,
      ip: ctx.clientIp(req),
      status: 400,
    });
    const needed = messages.currentPasswordNeeded;
    throw new HttpError(400, needed, { fields: { currentPassword: needed } });
  }

  return { check, confirmRecent };
}
