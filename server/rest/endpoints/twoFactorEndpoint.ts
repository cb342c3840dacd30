import type { Request, Response } from 'express';
import { Router } from 'express';

import { mayAccess } from '../../../shared/access/roles.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { userTarget } from '../audit/userAudit.ts';
import { qrImage } from '../auth/twoFactor/qrImage.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../auth/twoFactor/recoveryCodes.ts';
import { checkSecondFactor } from '../auth/twoFactor/secondFactor.ts';
import { newTotpSecret, otpauthUri } from '../auth/twoFactor/totp.ts';
import type { Viewer } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { conflict, HttpError } from '../express/HttpError.ts';
import { attemptLimiter } from '../express/rateLimits.ts';
import { securityEvent } from '../express/securityLog.ts';
import type { ViewerAction } from '../express/viewerActions.ts';
import { viewerActions } from '../express/viewerActions.ts';
import { twoFactorRepository } from '../repositories/twoFactorRepository.ts';
import { disableTwoFactorSchema, twoFactorCodeSchema } from '../validation/twoFactorSchemas.ts';
import { validate } from '../validation/validate.ts';

/**
 * `/two_factor.php?action=…`: the signed-in account's own two-factor sign-in. These are the
 * enrolment calls a staff account may make while the site requires a second factor it lacks.
 */
export function twoFactorEndpoint(ctx: RestContext): Router {
  const router = Router();
  const { limits } = ctx.config;
  const passwordChecks = attemptLimiter(
    ctx.limiters,
    'twoFactor.passwordChecks',
    {
      user: { points: limits.passwordChangesPerUserPerHour, windowSeconds: 3600 },
      address: { points: limits.passwordChangesPerIpPerHour, windowSeconds: 3600 },
    },
    ctx.log,
  );
  const account = (viewer: Viewer) => ({ id: viewer.id, email: viewer.email, role: viewer.role });
  const logged = (req: Request, viewer: Viewer) => ({ userId: viewer.id, ip: ctx.clientIp(req) });

  /** New recovery codes replace the old ones in `work`'s transaction; the codes are answered once. */
  async function withNewCodes(
    req: Request,
    res: Response,
    viewer: Viewer,
    action: 'two_factor.enable' | 'two_factor.recovery_codes',
    work?: (store: ReturnType<typeof twoFactorRepository>) => Promise<void>,
  ): Promise<string[]> {
    const codes = newRecoveryCodes();
    const note = { action, target: userTarget(viewer) };
    await audited(
      ctx,
      req,
      res,
      async (trx) => {
        const store = twoFactorRepository(trx);
        await work?.(store);
        await store.replaceRecoveryCodes(viewer.id, codes.map(recoveryCodeHash), now());
      },
      note,
    );
    return codes;
  }

  const reads: Record<string, ViewerAction> = {
    status: async (viewer, _req, res) => {
      const state = await ctx.twoFactor.find(viewer.id);
      const siteRequires = (await ctx.settings.get()).twoFactorEnabled;
      res.json({
        enabled: state?.enabled ?? false,
        recovery_codes_left: state?.enabled ? await ctx.twoFactor.recoveryCodesLeft(viewer.id) : 0,
        required: siteRequires && mayAccess(viewer.role, 'console'),
      });
    },
  };

  const writes: Record<string, ViewerAction> = {
    /** A new secret to scan; it replaces an unfinished enrolment's and is shown only until confirmed. */
    setup: async (viewer, _req, res) => {
      const secret = newTotpSecret();
      const sealed = ctx.twoFactorSecrets.seal(viewer.id, secret);
      if (!(await ctx.twoFactor.startEnrolment(viewer.id, sealed, now()))) {
        throw conflict(messages.twoFactor.alreadyEnabled);
      }
      const uri = otpauthUri((await ctx.settings.get()).siteName, viewer.email, secret);
      res.json({ secret, otpauth_uri: uri, qr_code: await qrImage(uri) });
    },
    /** The first code from the app proves it holds the secret: two-factor sign-in goes on. */
    enable: async (viewer, req, res) => {
      const { code } = await validate(twoFactorCodeSchema, req.body);
      if (await ctx.twoFactor.isEnabled(viewer.id)) throw conflict(messages.twoFactor.alreadyEnabled);
      await checkSecondFactor(ctx, req, res, account(viewer), code, { for: 'enable' });
      const codes = await withNewCodes(req, res, viewer, 'two_factor.enable', async (store) => {
        if (!(await store.enable(viewer.id, now()))) throw conflict(messages.twoFactor.alreadyEnabled);
      });
      securityEvent(ctx.log, req, 'auth.two_factor.enable.succeeded', logged(req, viewer));
      res.json({ message: messages.twoFactor.enabled, recovery_codes: codes });
    },
    /** Needs the password and a code (or a recovery code): a session left open is not enough. */
    disable: async (viewer, req, res) => {
      const { password, code } = await validate(disableTwoFactorSchema, req.body);
      await passwordChecks(
        req,
        { user: String(viewer.id), address: ctx.addressKey(req) },
        { userId: viewer.id, ip: ctx.clientIp(req) },
      );
      const user = await ctx.users.findById(viewer.id);
      if (!(await ctx.passwords.verify(user?.password_hash, password))) {
        throw new HttpError(400, messages.passwordIncorrect, {
          fields: { password: messages.passwordIncorrect },
        });
      }
      await checkSecondFactor(ctx, req, res, account(viewer), code, { for: 'disable' });
      await audited(ctx, req, res, (trx) => twoFactorRepository(trx).remove(viewer.id), {
        action: 'two_factor.disable',
        target: userTarget(viewer),
      });
      securityEvent(ctx.log, req, 'auth.two_factor.disable.succeeded', logged(req, viewer));
      res.json({ message: messages.twoFactor.disabled });
    },
    'recovery-codes': async (viewer, req, res) => {
      const { code } = await validate(twoFactorCodeSchema, req.body);
      await checkSecondFactor(ctx, req, res, account(viewer), code, { for: 'recovery_codes' });
      const codes = await withNewCodes(req, res, viewer, 'two_factor.recovery_codes');
      securityEvent(ctx.log, req, 'auth.two_factor.recovery_codes_regenerate.succeeded', logged(req, viewer));
      res.json({ message: messages.twoFactor.recoveryCodesRenewed, recovery_codes: codes });
    },
  };

  const actions = viewerActions(
    reads,
    writes,
    'action must be status, setup, enable, disable or recovery-codes',
  );
  router.get('/two_factor.php', actions.get);
  router.post('/two_factor.php', actions.post);
  return router;
}
