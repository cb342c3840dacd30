import type { Request, Response } from 'express';
import type { Transaction } from 'kysely';

import { mayAccess } from '../../../shared/access/roles.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { userTarget } from '../audit/userAudit.ts';
import { isResetTokenShaped, resetTokenHash } from '../auth/resetTokens.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { isUniqueViolation } from '../express/errorHandler.ts';
import { conflict, HttpError, notFound } from '../express/HttpError.ts';
import { attemptLimiter } from '../express/rateLimits.ts';
import { securityEvent } from '../express/securityLog.ts';
import type { EmailChangeUndo } from '../repositories/emailChangeUndosRepository.ts';
import { emailChangeUndosRepository } from '../repositories/emailChangeUndosRepository.ts';
import { passwordResetsRepository } from '../repositories/passwordResetsRepository.ts';
import { usersRepository } from '../repositories/usersRepository.ts';
import { emailChangeUndoSchema } from '../validation/authSchemas.ts';
import { validate } from '../validation/validate.ts';

/**
 * `auth.php?action=undo-email-change` with `{token}` from the link mailed to the old address: puts
 * that address back, ends every session of the account (token version) and spends every open
 * password reset link. Needs no session: the owner may have none left.
 */
export function emailChangeUndoAction(ctx: RestContext) {
  const { config, log } = ctx;
  const attempts = attemptLimiter(
    ctx.limiters,
    'emailChangeUndo.attempts',
    { address: { points: config.limits.emailChangeUndoAttemptsPerIpPerHour, windowSeconds: 3600 } },
    log,
  );
  const texts = messages.emailChangeUndo;

  /** Why a link cannot be used at `at`: unknown 404, used or expired 410; a usable one has none. */
  function refusalOf(undo: EmailChangeUndo | undefined, at: string): HttpError | undefined {
    if (!undo) return notFound(texts.unknownLink);
    if (undo.used_at !== null) return new HttpError(410, texts.usedLink);
    if (undo.expires_at <= at)
      return new HttpError(410, texts.expiredLink(config.limits.emailChangeUndoDays));
    return undefined;
  }

  /** In one transaction: the address back, the link spent, every session and reset link ended. */
  async function restore(trx: Transaction<Database>, undo: EmailChangeUndo, account: UserRow) {
    const at = now();
    const users = usersRepository(trx);
    if (await users.emailTaken(undo.old_email, account.id)) throw conflict(texts.addressTaken);
    if (!(await emailChangeUndosRepository(trx).consume({ id: undo.id, userId: account.id }, at))) {
      // Used or expired since it was read.
      throw refusalOf({ ...undo, used_at: at }, at) ?? notFound(texts.unknownLink);
    }
    const restored = await users
      .update(account.id, { email: undo.old_email, endSessions: true, now: at })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(texts.addressTaken) : error;
      });
    await passwordResetsRepository(trx).spendAll(account.id, at);
    return restored ?? account;
  }

  return async function undoEmailChange(req: Request, res: Response): Promise<void> {
    const { token } = await validate(emailChangeUndoSchema, req.body);
    const ip = ctx.clientIp(req);
    await attempts(req, { address: ctx.addressKey(req) }, { ip });
    const undo = isResetTokenShaped(token)
      ? await ctx.emailChangeUndos.find(resetTokenHash(token))
      : undefined;
    const account = undo && (await ctx.users.findById(undo.user_id));
    const refusal = refusalOf(account ? undo : undefined, now());
    if (refusal || !undo || !account) {
      securityEvent(log, req, 'auth.email_change_undo.refused', { ip, status: refusal?.status });
      throw refusal ?? notFound(texts.unknownLink);
    }
    const work = (trx: Transaction<Database>) => restore(trx, undo, account);
    const restored = await (
      mayAccess(account.role, 'console')
        ? audited(ctx, req, res, work, (after) => ({
            action: 'account.email_restore',
            target: userTarget(after),
            details: { previous_email: undo.new_email },
            actor: { id: account.id, email: undo.old_email, role: account.role },
          }))
        : ctx.transaction(work)
    ).catch((error: unknown) => {
      if (error instanceof HttpError) {
        securityEvent(log, req, 'auth.email_change_undo.refused', {
          userId: account.id,
          ip,
          status: error.status,
        });
      }
      throw error;
    });
    securityEvent(log, req, 'auth.email_change_undo.succeeded', { userId: restored.id, ip });
    res.json({ message: texts.restored });
  };
}
