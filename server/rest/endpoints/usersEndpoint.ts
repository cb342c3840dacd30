import type { Request, Response } from 'express';
import { Router } from 'express';
import type { Transaction } from 'kysely';

import { mayAccess } from '../../../shared/access/roles.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { userTarget, userUpdateDetails } from '../audit/userAudit.ts';
import { callerPassword } from '../auth/callerPassword.ts';
import { requireRole, requireViewer } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../express/HttpError.ts';
import { attemptLimiter } from '../express/rateLimits.ts';
import { requiredId } from '../express/requestParams.ts';
import { idempotentWrites } from '../idempotency/idempotentWrites.ts';
import { usersRepository } from '../repositories/usersRepository.ts';
import { checkPasswordInContext } from '../validation/passwordInContext.ts';
import { createUserSchema, deleteUserSchema, updateUserSchema } from '../validation/userSchemas.ts';
import { validate } from '../validation/validate.ts';
import { emailChangeNotice } from './emailChangeNotice.ts';

/** `/users.php`: user administration, for admins only. */
export function usersEndpoint(ctx: RestContext): Router {
  const router = Router();
  const { roleChanges } = ctx;
  const passwordWrites = attemptLimiter(
    ctx.limiters,
    'users.passwordWrites',
    { admin: { points: ctx.config.limits.passwordWritesPerAdminPerHour, windowSeconds: 3600 } },
    ctx.log,
  );
  /** Setting a password costs a hash: counted per admin before it is made. */
  const hashNewPassword = async (req: Request, res: Response, password: string) => {
    const admin = requireViewer(res);
    await passwordWrites(req, { admin: String(admin.id) }, { userId: admin.id, ip: ctx.clientIp(req) });
    return ctx.passwords.hash(password);
  };
  const adminPasswords = callerPassword(ctx, 'users.passwordChecks');
  const notice = emailChangeNotice(ctx);
  router.use('/users.php', requireRole('users'));

  router.get('/users.php', async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ success: true, users: await ctx.users.list() });
  });

  router.post('/users.php', idempotentWrites(ctx), async (req, res) => {
    const input = await validate(createUserSchema, req.body);
    // A new staff account opens the console: a stolen session alone must not be able to make one.
    if (mayAccess(input.role, 'console'))
      await adminPasswords.confirmRecent(requireViewer(res), req, input.currentPassword);
    await checkPasswordInContext(ctx.settings, 'password', input.password, input.email);
    if (await ctx.users.emailTaken(input.email)) throw conflict(messages.user.emailTaken);
    const passwordHash = await hashNewPassword(req, res, input.password);
    const user = await audited(
      ctx,
      req,
      res,
      (trx) =>
        usersRepository(trx).insert({
          email: input.email,
          passwordHash,
          role: input.role,
          // Staff made the account for this address: there is no one to prove it to.
          emailVerified: true,
          now: now(),
        }),
      (created) => ({ action: 'user.create', target: userTarget(created), details: { role: created.role } }),
    );
    // A new account has no activity yet; the answer has the list's shape.
    const listed = { ...user, favorites_count: 0, downloads_count: 0 };
    res.status(201).json({ success: true, message: 'User created successfully', user: listed });
  });

  router.put('/users.php', async (req, res) => {
    const id = requiredId(req);
    const changes = await validate(updateUserSchema, req.body);
    if (changes.email === undefined && changes.password === undefined && changes.role === undefined) {
      throw badRequest(messages.user.noChanges);
    }
    const current = await ctx.users.findById(id);
    if (!current) throw notFound(messages.user.notFound);
    // Whatever changes who can sign in to the account, or what it may do, needs a recent password.
    const sensitive =
      changes.password !== undefined ||
      (changes.role !== undefined && changes.role !== current.role) ||
      (changes.email !== undefined && changes.email !== current.email);
    if (sensitive) await adminPasswords.confirmRecent(requireViewer(res), req, changes.currentPassword);
    let passwordHash: string | undefined;
    if (changes.password !== undefined) {
      // Checked against the email the account will have.
      const email = changes.email ?? current.email;
      await checkPasswordInContext(ctx.settings, 'password', changes.password, email);
      passwordHash = await hashNewPassword(req, res, changes.password);
    }
    // Role changes run one at a time, so two admins demoting each other cannot both pass the check.
    const newPassword = passwordHash !== undefined;
    // The checks read inside the write's transaction, on its repository (see audit/audited.ts).
    const update = async (trx: Transaction<Database>) => {
      const users = usersRepository(trx);
      const target = await users.findById(id);
      if (!target) throw notFound(messages.user.notFound);
      if (changes.email !== undefined && (await users.emailTaken(changes.email, id))) {
        throw conflict(messages.user.emailTaken);
      }
      if (id === requireViewer(res).id && changes.role !== undefined && changes.role !== target.role) {
        throw badRequest(messages.user.cannotChangeOwnRole);
      }
      const demotesAdmin = target.role === 'admin' && changes.role !== undefined && changes.role !== 'admin';
      if (demotesAdmin && (await users.countAdmins()) <= 1) throw badRequest(messages.user.lastAdmin);
      const updated = await users.update(id, {
        ...(changes.email !== undefined && { email: changes.email }),
        ...(changes.role !== undefined && { role: changes.role }),
        ...(passwordHash !== undefined && { passwordHash }),
        endSessions: newPassword,
        now: now(),
      });
      if (!updated) throw notFound(messages.user.notFound);
      const emailChange = { userId: id, oldEmail: target.email, newEmail: updated.email, now: now() };
      const sendNotice = updated.email !== target.email ? await notice.prepare(trx, emailChange) : undefined;
      return { before: target, after: updated, sendNotice };
    };
    const { sendNotice } = await roleChanges.run(() =>
      audited(ctx, req, res, update, ({ before, after }) => ({
        action: 'user.update',
        target: userTarget(after),
        details: userUpdateDetails(before, { email: changes.email, role: changes.role, newPassword }),
      })),
    );
    await sendNotice?.();
    const user = await ctx.users.findListed(id);
    res.json({ success: true, message: 'User updated successfully', user });
  });

  router.delete('/users.php', async (req, res) => {
    const { id } = await validate(deleteUserSchema, req.body);
    if (id === requireViewer(res).id) throw badRequest(messages.user.cannotDeleteSelf);
    // In the role changes' queue: two admins deleting each other at once must not leave none.
    await roleChanges.run(() =>
      audited(
        ctx,
        req,
        res,
        async (trx) => {
          const users = usersRepository(trx);
          const target = await users.findById(id);
          if (!target) throw notFound(messages.user.notFound);
          if (target.role === 'admin' && (await users.countAdmins()) <= 1) {
            throw badRequest(messages.user.lastAdmin);
          }
          if (!(await users.remove(id))) throw notFound(messages.user.notFound);
          return target;
        },
        (deleted) => ({
          action: 'user.delete',
          target: userTarget(deleted),
          details: { role: deleted.role },
        }),
      ),
    );
    res.json({ success: true, message: 'User deleted successfully' });
  });

  return router;
}
