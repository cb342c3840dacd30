import type { Request, Response } from 'express';
import { Router } from 'express';

import { mayAccess } from '../../../shared/access/roles.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { userTarget } from '../audit/userAudit.ts';
import { sessionSeconds } from '../auth/sessionLength.ts';
import { authTimeNow, signToken } from '../auth/tokens.ts';
import { requireViewer } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { badRequest, conflict, HttpError } from '../express/HttpError.ts';
import { perVisitorLimit } from '../express/rateLimits.ts';
import { queryParam } from '../express/requestParams.ts';
import { securityEvent } from '../express/securityLog.ts';
import { loginSchema, registerSchema } from '../validation/authSchemas.ts';
import { checkPasswordInContext } from '../validation/passwordInContext.ts';
import { validate } from '../validation/validate.ts';
import { emailChangeUndoAction } from './emailChangeUndoAction.ts';
import { emailVerificationActions } from './emailVerificationActions.ts';
import { passwordResetActions } from './passwordResetActions.ts';
import { twoFactorLoginActions } from './twoFactorLoginActions.ts';

/**
 * `/auth.php?action=login|two-factor|register|forgot-password|reset-password|undo-email-change|logout|verify-email|resend-verification`.
 */
export function authEndpoint(ctx: RestContext): Router {
  const router = Router();
  const { config, log } = ctx;
  const { forgotPassword, resetPassword } = passwordResetActions(ctx);
  const undoEmailChange = emailChangeUndoAction(ctx);
  const { askForCode, completeLogin } = twoFactorLoginActions(ctx);
  const { sendLinkLater, verifyEmail, resendVerification } = emailVerificationActions(ctx);

  async function login(req: Request, res: Response): Promise<void> {
    const input = await validate(loginSchema, req.body);
    const ip = ctx.clientIp(req);
    const attempt = await ctx.throttle.reserve(input.email, ctx.addressKey(req)).catch((error: unknown) => {
      securityEvent(log, req, 'auth.login.locked', { email: input.email, ip, status: 429 });
      throw error;
    });
    const user = await ctx.users.findByEmail(input.email);
    // Past the anonymous budget an unknown email's check needs a solved challenge (challengeGate.ts).
    if (!user) await ctx.signInChallenges.admit(req, ctx.passwords.typicalCheckMs());
    // A check the server was too busy to make counts against nobody.
    const matches = await ctx.passwords
      .verify(user?.password_hash, input.password)
      .catch(async (error: unknown) => {
        await attempt.cancel();
        throw error;
      });
    if (!matches || !user) {
      if (user) await ctx.signInChallenges.requireUnderPressure(req);
      securityEvent(log, req, 'auth.login.failed', { email: input.email, ip, status: 401 });
      throw new HttpError(401, messages.invalidCredentials);
    }
    await attempt.succeeded();
    if (input.isAdminLogin && !mayAccess(user.role, 'console')) {
      securityEvent(log, req, 'auth.admin_login.denied', { userId: user.id, ip, status: 403 });
      throw new HttpError(403, messages.adminOnly);
    }
    if (await ctx.twoFactor.isEnabled(user.id)) return askForCode(req, res, user, input);
    if (mayAccess(user.role, 'console')) {
      // A staff token opens the console whichever form issued it. No token without its entry: a
      // console sign-in that cannot be recorded does not happen.
      const actor = { id: user.id, email: user.email, role: user.role };
      const note = { action: 'console.login', target: userTarget(user), actor } as const;
      await audited(ctx, req, res, async () => undefined, note);
    }
    const ttl = await sessionSeconds(config, ctx.settings, user.role, input.rememberMe);
    await ctx.users.markActive(user.id, now());
    const claims = { userId: user.id, version: user.token_version, authTime: authTimeNow() };
    const token = signToken(config.jwtSecret, claims, ttl);
    securityEvent(log, req, 'auth.login.succeeded', { userId: user.id, ip });
    res.json({ token, user: { id: user.id, email: user.email, role: user.role } });
  }

  async function register(req: Request, res: Response): Promise<void> {
    const input = await validate(registerSchema, req.body);
    await checkPasswordInContext(ctx.settings, 'password', input.password, input.email);
    if (await ctx.users.emailTaken(input.email)) throw conflict(messages.user.emailTaken);
    await ctx.signInChallenges.admit(req);
    const user = await ctx.users
      .insert({
        email: input.email,
        passwordHash: await ctx.passwords.hash(input.password, 'anonymous'),
        role: 'user',
        emailVerified: false,
        now: now(),
        signedIn: true,
      })
      .catch(async (error: unknown) => {
        if (await ctx.users.emailTaken(input.email)) throw conflict(messages.user.emailTaken);
        throw error;
      });
    const claims = { userId: user.id, version: 0, authTime: authTimeNow() };
    const token = signToken(config.jwtSecret, claims, config.tokenTtlSeconds);
    securityEvent(log, req, 'auth.registered', { userId: user.id, ip: ctx.clientIp(req) });
    sendLinkLater(user);
    res.status(201).json({ token, user: { id: user.id, email: user.email, role: user.role } });
  }

  /** Ends this request's token: refused from now until it would have expired anyway. */
  async function logout(req: Request, res: Response): Promise<void> {
    const viewer = requireViewer(res);
    const { tokenHash, acceptedUntil } = viewer.session;
    await ctx.revokedTokens.revoke({ hash: tokenHash, userId: viewer.id, acceptedUntil, now: now() });
    securityEvent(log, req, 'auth.logout.succeeded', { userId: viewer.id, ip: ctx.clientIp(req) });
    res.json({ message: messages.session.loggedOut });
  }

  router.post(
    '/auth.php',
    perVisitorLimit({
      name: 'auth.attempts',
      store: ctx.limiters,
      limit: config.limits.authAttemptsPerIpPerMinute,
      windowMs: 60_000,
      clientIp: ctx.clientIp,
      addressKey: ctx.addressKey,
      log,
    }),
    async (req, res) => {
      const action = queryParam(req, 'action');
      if (action === 'login') return login(req, res);
      if (action === 'two-factor') return completeLogin(req, res);
      if (action === 'register') return register(req, res);
      if (action === 'forgot-password') return forgotPassword(req, res);
      if (action === 'reset-password') return resetPassword(req, res);
      if (action === 'undo-email-change') return undoEmailChange(req, res);
      if (action === 'logout') return logout(req, res);
      if (action === 'verify-email') return verifyEmail(req, res);
      if (action === 'resend-verification') return resendVerification(req, res);
      throw badRequest(
        'action must be login, two-factor, register, forgot-password, reset-password, undo-email-change, logout, verify-email or resend-verification',
      );
    },
  );

  return router;
}
