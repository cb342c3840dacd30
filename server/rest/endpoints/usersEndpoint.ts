import type { Request, Response } from 'express';
import { Router } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { requireRole, requireViewer } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { badRequest, conflict, notFound } from '../http/HttpError.ts';
import { attemptLimiter } from '../http/rateLimits.ts';
import { requiredId } from '../http/requestParams.ts';
import { createUserSchema, deleteUserSchema, updateUserSchema } from '../validation/userSchemas.ts';
import { validate } from '../validation/validate.ts';

const publicUser = ({
  token_version: _version,
  ...user
}: { token_version: number } & Record<string, unknown>) => user;

/** Runs tasks one after another (this server is a single process). */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/** `/users.php`: user administration, for admins only. */
export function usersEndpoint(ctx: RestContext): Router {
  const router = Router();
  const roleChanges = serialQueue();
  const passwordWrites = attemptLimiter(
    { admin: { points: ctx.config.limits.passwordWritesPerAdminPerHour, windowSeconds: 3600 } },
    ctx.log,
  );
  /** Setting a password costs a hash: counted per admin before it is made. */
  const hashNewPassword = async (req: Request, res: Response, password: string) => {
    const admin = requireViewer(res);
    await passwordWrites(req, { admin: String(admin.id) }, { userId: admin.id, ip: ctx.clientIp(req) });
    return ctx.passwords.hash(password);
  };
  router.use('/users.php', requireRole('users'));

  router.get('/users.php', async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ success: true, users: await ctx.users.list() });
  });

  router.post('/users.php', async (req, res) => {
    const input = await validate(createUserSchema, req.body);
    if (await ctx.users.emailTaken(input.email)) throw conflict(messages.user.emailTaken);
    const passwordHash = await hashNewPassword(req, res, input.password);
    const user = await ctx.users.insert({ email: input.email, passwordHash, role: input.role, now: now() });
    res.status(201).json({ success: true, message: 'User created successfully', user });
  });

  router.put('/users.php', async (req, res) => {
    const id = requiredId(req);
    const changes = await validate(updateUserSchema, req.body);
    if (changes.email === undefined && changes.password === undefined && changes.role === undefined) {
      throw badRequest(messages.user.noChanges);
    }
    const passwordHash =
      changes.password !== undefined ? await hashNewPassword(req, res, changes.password) : undefined;
    // Role changes run one at a time, so two admins demoting each other cannot both pass the check.
    const user = await roleChanges.run(async () => {
      const target = await ctx.users.findById(id);
      if (!target) throw notFound(messages.user.notFound);
      if (changes.email !== undefined && (await ctx.users.emailTaken(changes.email, id))) {
        throw conflict(messages.user.emailTaken);
      }
      if (id === requireViewer(res).id && changes.role !== undefined && changes.role !== target.role) {
        throw badRequest(messages.user.cannotChangeOwnRole);
      }
      const demotesAdmin = target.role === 'admin' && changes.role !== undefined && changes.role !== 'admin';
      if (demotesAdmin && (await ctx.users.countAdmins()) <= 1) throw badRequest(messages.user.lastAdmin);
      return ctx.users.update(id, {
        ...(changes.email !== undefined && { email: changes.email }),
        ...(changes.role !== undefined && { role: changes.role }),
        ...(passwordHash !== undefined && { passwordHash }),
        endSessions: passwordHash !== undefined,
        now: now(),
      });
    });
    res.json({ success: true, message: 'User updated successfully', user: user && publicUser(user) });
  });

  router.delete('/users.php', async (req, res) => {
    const { id } = await validate(deleteUserSchema, req.body);
    if (id === requireViewer(res).id) throw badRequest(messages.user.cannotDeleteSelf);
    if (!(await ctx.users.remove(id))) throw notFound(messages.user.notFound);
    res.json({ success: true, message: 'User deleted successfully' });
  });

  return router;
}
