import type { Request, Response } from 'express';
import type { Transaction } from 'kysely';

import type { AuditAction } from '../../../shared/audit/auditActions.ts';
import { viewerOf } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { AuditActor, AuditDetails, AuditTarget } from '../repositories/auditRepository.ts';

/** What one audited write records besides who, from where and when. */
export interface AuditNote {
  action: AuditAction;
  target: AuditTarget;
  details?: AuditDetails;
  /** Who acted, when that is not the signed-in caller (a console sign-in has no caller yet). */
  actor?: AuditActor;
}

type AuditContext = Pick<RestContext, 'transaction' | 'auditLog' | 'clientIp'>;

/**
 * Runs `work` and records its audit entry in one transaction: both commit, or neither does (a
 * failing audit insert rolls the write back). `note` may be worked out from `work`'s result, such
 * as a new record's id; a `work` that throws records nothing. Inside `work` every query must go
 * through `trx`: on SQLite the transaction holds the only connection, so a query on the database
 * itself would wait for it forever.
 */
export async function audited<T>(
  ctx: AuditContext,
  req: Request,
  res: Response,
  work: (trx: Transaction<Database>) => Promise<T>,
  note: AuditNote | ((result: T) => AuditNote),
): Promise<T> {
  const viewer = viewerOf(res);
  const ip = ctx.clientIp(req);
  return ctx.transaction(async (trx) => {
    const result = await work(trx);
    const { actor, ...entry } = typeof note === 'function' ? note(result) : note;
    const who = actor ?? (viewer && { id: viewer.id, email: viewer.email, role: viewer.role });
    if (!who) throw new Error(`Audited write ${entry.action} without an actor`);
    await ctx.auditLog.record(trx, { ...entry, actor: who, ip, at: now() });
    return result;
  });
}
