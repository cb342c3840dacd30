import type { Request, Response } from 'express';

import { mayAccess } from '../../../shared/access/roles.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { userTarget } from '../audit/userAudit.ts';
import { sessionSeconds } from '../auth/sessionLength.ts';
import { signToken } from '../auth/tokens.ts';
import { challengeSeconds } from '../auth/twoFactor/challenge.ts';
import { checkSecondFactor } from '../auth/twoFactor/secondFactor.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../express/HttpError.ts';
import { securityEvent } from '../express/securityLog.ts';
import { twoFactorLoginSchema } from '../validation/twoFactorSchemas.ts';
import { validate } from '../validation/validate.ts';

/**
 * The second step of signing in to an account with two-factor sign-in: `login` answers a
 * challenge instead of a token, and `auth.php?action=two-factor` takes it back with a code from
 * the app or a recovery code, then answers the session as `login` does.
 */
export function twoFactorLoginActions(ctx: RestContext) {
  const { config, log } = ctx;
  const expired = () => new HttpError(401, messages.twoFactor.challengeExpired);

  /** The password was right: no session yet, a challenge for the code. */
  function askForCode(
    req: Request,
    res: Response,
    user: UserRow,
    input: { rememberMe: boolean; isAdminLogin: boolean },
  ): void {
    const challenge = ctx.twoFactorChallenges.sign({
      userId: user.id,
      version: user.token_version,
      rememberMe: input.rememberMe,
      console: input.isAdminLogin,
    });
    securityEvent(log, req, 'auth.two_factor.challenge.requested', {
      userId: user.id,
      ip: ctx.clientIp(req),
    });
    res.json({ two_factor_required: true, challenge, expires_in: challengeSeconds });
  }

  async function completeLogin(req: Request, res: Response): Promise<void> {
    const input = await validate(twoFactorLoginSchema, req.body);
    const claims = ctx.twoFactorChallenges.verify(input.challenge);
    const user = claims ? await ctx.users.findById(claims.userId) : undefined;
    // A password changed or every session ended since the password step: that step counts no more.
    if (!claims || !user || user.token_version !== claims.version) throw expired();
    if (claims.console && !mayAccess(user.role, 'console')) throw new HttpError(403, messages.adminOnly);
    const factor = await checkSecondFactor(ctx, req, res, user, input.code, {
      for: 'sign_in',
      challengeId: claims.id,
    });
    const actor = { id: user.id, email: user.email, role: user.role };
    const target = userTarget(user);
    const details = { factor, console: claims.console };
    await audited(ctx, req, res, async () => undefined, {
      action: 'two_factor.login',
      target,
      actor,
      details,
    });
    if (mayAccess(user.role, 'console')) {
      await audited(ctx, req, res, async () => undefined, { action: 'console.login', target, actor });
    }
    const ttl = await sessionSeconds(config, ctx.settings, user.role, claims.rememberMe);
    await ctx.users.markActive(user.id, now());
    const session = { userId: user.id, version: user.token_version, authTime: claims.passwordEnteredAt };
    const token = signToken(config.jwtSecret, session, ttl);
    securityEvent(log, req, 'auth.two_factor.login.succeeded', { userId: user.id, ip: ctx.clientIp(req) });
    res.json({ token, user: { id: user.id, email: user.email, role: user.role } });
  }

  return { askForCode, completeLogin };
}
