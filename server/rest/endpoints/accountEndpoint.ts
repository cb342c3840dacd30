import type { Request, Response } from 'express';
import { Router } from 'express';
import type { Transaction } from 'kysely';

import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { userTarget } from '../audit/userAudit.ts';
import type { PasswordField } from '../auth/callerPassword.ts';
import { callerPassword, currentPasswordField } from '../auth/callerPassword.ts';
import { sessionSeconds } from '../auth/sessionLength.ts';
import { authTimeNow, signToken } from '../auth/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';
import { isStaff } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import { displayNameSchema } from '../comments/commentSchemas.ts';
import { accountVisitor } from '../community/visitorKeys.ts';
import type { RestContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../express/errorHandler.ts';
import { badRequest, notFound } from '../express/HttpError.ts';
import { attemptLimiter } from '../express/rateLimits.ts';
import { securityEvent } from '../express/securityLog.ts';
import type { ViewerAction } from '../express/viewerActions.ts';
import { viewerActions } from '../express/viewerActions.ts';
import { usersRepository } from '../repositories/usersRepository.ts';
import {
  deleteAccountSchema,
  gameIdSchema,
  updatePasswordSchema,
  updateProfileSchema,
  updateSettingsSchema,
} from '../validation/authSchemas.ts';
import { checkPasswordInContext } from '../validation/passwordInContext.ts';
import { validate } from '../validation/validate.ts';
import { deleteOwnAccount } from './accountDeletion.ts';
import { emailChangeNotice } from './emailChangeNotice.ts';

/** The most comments `my-comments` gives, as `downloads` gives at most 200 downloads. */
const ownListLength = 200;

const passwordField: PasswordField = { name: 'password', wrong: messages.passwordIncorrect };

/** `/account.php?action=…`: the signed-in user's own data only, never another user's. */
export function accountEndpoint(ctx: RestContext): Router {
  const router = Router();
  const { limits } = ctx.config;
  const hourly = (points: number) => ({ points, windowSeconds: 3600 });
  const callerPasswords = callerPassword(ctx, 'account.passwordChecks');
  const emailChanges = attemptLimiter(
    ctx.limiters,
    'account.emailChanges',
    { user: hourly(limits.emailChangesPerUserPerHour), address: hourly(limits.emailChangesPerIpPerHour) },
    ctx.log,
  );
  const takeEmailChange = (viewer: Viewer, req: Request) =>
    emailChanges(
      req,
      { user: String(viewer.id), address: ctx.addressKey(req) },
      { userId: viewer.id, ip: ctx.clientIp(req) },
    );
  const checkPassword = callerPasswords.check;
  const notice = emailChangeNotice(ctx);

  /**
   * The new email and its undo link (mailed to the old address) in one transaction; a staff
   * account's change is also audited.
   */
  async function changeEmail(viewer: Viewer, req: Request, res: Response, email: string) {
    const change = { userId: viewer.id, oldEmail: viewer.email, newEmail: email, now: now() };
    const work = async (trx: Transaction<Database>) => {
      await usersRepository(trx).update(viewer.id, { email, endSessions: false, now: change.now });
      return notice.prepare(trx, change);
    };
    const sendNotice = await (isStaff(viewer)
      ? audited(ctx, req, res, work, {
          action: 'account.email_change',
          target: userTarget({ id: viewer.id, email }),
          details: { previous_email: viewer.email },
        })
      : ctx.transaction(work));
    await sendNotice();
    securityEvent(ctx.log, req, 'auth.email_changed', { userId: viewer.id, ip: ctx.clientIp(req) });
  }

  async function existingGameId(body: unknown): Promise<number> {
    const { gameId } = await validate(gameIdSchema, body);
    const game = await ctx.games.findById(Number(gameId));
    if (!game || game.status !== 'active') throw notFound(messages.game.notFound);
    return game.id;
  }

  const reads: Record<string, ViewerAction> = {
    profile: async (viewer, _req, res) => {
      const user = await ctx.users.findById(viewer.id);
      res.json({
        id: viewer.id,
        email: viewer.email,
        role: viewer.role,
        created_at: user?.created_at,
        email_verified: viewer.emailVerified,
        display_name: user?.display_name ?? null,
        ...(viewer.twoFactorMissing && { two_factor_missing: true }),
      });
    },
    downloads: async (viewer, _req, res) => {
      res.json({ downloads: await ctx.account.downloads(viewer.id) });
    },
    favorites: async (viewer, _req, res) => {
      res.json({ favorites: await ctx.account.favorites(viewer.id) });
    },
    settings: async (viewer, _req, res) => {
      res.json(await ctx.account.settings(viewer.id));
    },
    'my-comments': async (viewer, _req, res) => {
      res.json({ comments: await ctx.comments.byAuthor(viewer.id, ownListLength) });
    },
  };

  const writes: Record<string, ViewerAction> = {
    'update-profile': async (viewer, req, res) => {
      const { email, currentPassword } = await validate(updateProfileSchema, req.body);
      if (email !== viewer.email) {
        // A session that entered its password in the last minutes may send `{email}` alone (SPEC 7).
        await callerPasswords.confirmRecent(viewer, req, currentPassword);
        // Every change is counted, taken or not, so that probing for accounts stays slow.
        await takeEmailChange(viewer, req);
        // One answer for a taken address and for a lost race to it, so neither tells more than the other.
        const refused = badRequest('Failed to update profile');
        if (await ctx.users.emailTaken(email, viewer.id)) throw refused;
        await changeEmail(viewer, req, res, email).catch((error: unknown) => {
          throw isUniqueViolation(error) ? refused : error;
        });
      } else if (currentPassword !== undefined) {
        await checkPassword(viewer, req, currentPassword, currentPasswordField);
      }
      res.json({ message: 'Profile updated successfully', email });
    },
    'update-password': async (viewer, req, res) => {
      const input = await validate(updatePasswordSchema, req.body);
      await checkPasswordInContext(ctx.settings, 'newPassword', input.newPassword, viewer.email);
      await checkPassword(viewer, req, input.currentPassword, currentPasswordField);
      const passwordHash = await ctx.passwords.hash(input.newPassword);
      const updated = await ctx.users.update(viewer.id, { passwordHash, endSessions: true, now: now() });
      securityEvent(ctx.log, req, 'auth.password_changed', { userId: viewer.id, ip: ctx.clientIp(req) });
      // Every earlier token stops working; this session continues with a fresh one.
      const token = signToken(
        ctx.config.jwtSecret,
        {
          userId: viewer.id,
          version: updated?.token_version ?? viewer.tokenVersion + 1,
          authTime: authTimeNow(),
        },
        await sessionSeconds(ctx.config, ctx.settings, viewer.role),
      );
      res.json({ message: 'Password updated successfully', token });
    },
    'sign-out-everywhere': async (viewer, req, res) => {
      // A new token version: every token of the account, this one included, is refused from now.
      await ctx.users.update(viewer.id, { endSessions: true, now: now() });
      securityEvent(ctx.log, req, 'auth.sign_out_everywhere.succeeded', {
        userId: viewer.id,
        ip: ctx.clientIp(req),
      });
      res.json({ message: messages.session.signedOutEverywhere });
    },
    'delete-account': async (viewer, req, res) => {
      const { password } = await validate(deleteAccountSchema, req.body);
      await checkPassword(viewer, req, password, passwordField);
      await deleteOwnAccount(ctx, req, res, viewer);
      res.json({ message: messages.accountDeleted });
    },
    'update-display-name': async (viewer, req, res) => {
      const { displayName } = await validate(displayNameSchema, req.body);
      await ctx.account.setDisplayName(viewer.id, displayName, now());
      res.json({ message: messages.displayName.saved, displayName });
    },
    'update-settings': async (viewer, req, res) => {
      const { settings } = await validate(updateSettingsSchema, req.body);
      await ctx.account.saveSettings(viewer.id, settings);
      res.json({ message: 'Settings updated successfully', settings });
    },
    'toggle-favorite': async (viewer, req, res) => {
      // A favorite is the account's star (community.php's star and unstar do the same).
      const gameId = await existingGameId(req.body);
      const favorited =
        !(await ctx.community.unstar(viewer.id, gameId)) &&
        (await ctx.community.star(accountVisitor(viewer.id), gameId, now()));
      res.json({ message: favorited ? 'Added to favorites' : 'Removed from favorites', favorited });
    },
    'record-download': async (viewer, req, res) => {
      // One download per user, game and UTC day counts (as community.php's); a repeat changes nothing.
      const gameId = await existingGameId(req.body);
      if (!(await ctx.community.recordDownload(accountVisitor(viewer.id), gameId, now()))) {
        res.json({ message: messages.community.downloadAlreadyRecorded });
        return;
      }
      res.status(201).json({ message: messages.community.downloadRecorded });
    },
  };

  const actions = viewerActions(reads, writes, messages.unknownAction);
  router.get('/account.php', actions.get);
  router.post('/account.php', actions.post);
  return router;
}
