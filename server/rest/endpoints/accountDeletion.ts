import type { Request, Response } from 'express';
import type { Transaction } from 'kysely';

import { mayAccess } from '../../../shared/access/roles.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { userTarget } from '../audit/userAudit.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { RestContext } from '../context.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { badRequest, HttpError } from '../express/HttpError.ts';
import { securityEvent } from '../express/securityLog.ts';
import { usersRepository } from '../repositories/usersRepository.ts';

/**
 * Deletes the caller's own account; its favorites, downloads, settings, reset links and revoked
 * tokens go with it (foreign keys), and every token of it is refused from then on (no such user).
 * In the role changes' queue, like an admin's delete: two admins deleting their own accounts at
 * once cannot leave none. A staff account's deletion is audited as `account.delete`.
 */
export async function deleteOwnAccount(ctx: RestContext, req: Request, res: Response, viewer: Viewer) {
  const deleted = await ctx.roleChanges.run(async () => {
    // Read again in the queue: a role change queued before this one has been made by now.
    const account = await ctx.users.findById(viewer.id);
    if (!account) throw new HttpError(401, messages.invalidToken);
    const remove = async (trx: Transaction<Database>): Promise<UserRow> => {
      const users = usersRepository(trx);
      if (account.role === 'admin' && (await users.countAdmins()) <= 1) {
        throw badRequest(messages.user.lastAdmin);
      }
      if (!(await users.remove(account.id))) throw new HttpError(401, messages.invalidToken);
      return account;
    };
    if (!mayAccess(account.role, 'console')) return ctx.transaction(remove);
    const actor = { id: account.id, email: account.email, role: account.role };
    return audited(ctx, req, res, remove, {
      action: 'account.delete',
      target: userTarget(account),
      details: { role: account.role },
      actor,
    });
  });
  securityEvent(ctx.log, req, 'auth.account_delete.succeeded', {
    userId: deleted.id,
    ip: ctx.clientIp(req),
  });
}
