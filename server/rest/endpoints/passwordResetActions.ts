import type { Request, Response } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { resetMailBudget } from '../auth/resetMailBudget.ts';
import {
  isResetTokenShaped,
  newResetToken,
  resetLinkLifetimeMs,
  resetTokenHash,
} from '../auth/resetTokens.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { badRequest } from '../express/HttpError.ts';
import { attemptLimiter } from '../express/rateLimits.ts';
import { securityEvent } from '../express/securityLog.ts';
import { mailedLinkBase } from '../mail/mailedLinkBase.ts';
import { passwordResetMail } from '../mail/passwordResetMail.ts';
import { passwordResetsRepository } from '../repositories/passwordResetsRepository.ts';
import { usersRepository } from '../repositories/usersRepository.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../validation/authSchemas.ts';
import { checkPasswordInContext } from '../validation/passwordInContext.ts';
import { validate } from '../validation/validate.ts';

const hourly = (points: number) => ({ points, windowSeconds: 3600 });

/** Resolves once the answer has gone out (or the client left), whichever comes first. */
const answerSent = (res: Response) => new Promise<void>((resolve) => res.once('close', () => resolve()));

/** `auth.php?action=forgot-password|reset-password`. */
export function passwordResetActions(ctx: RestContext) {
  const { config, log } = ctx;
  // Only the sender's own pace is ever refused; an email's budget withholds mail, never the answer.
  const requests = attemptLimiter(
    ctx.limiters,
    'passwordReset.requests',
    { address: hourly(config.limits.passwordResetsPerIpPerHour) },
    log,
  );
  const maySendMail = resetMailBudget(
    ctx.limiters,
    config.limits.passwordResetsPerEmailPerHour,
    ctx.emailKey,
  );
  const resetAttempts = attemptLimiter(
    ctx.limiters,
    'passwordReset.attempts',
    { address: hourly(config.limits.passwordResetAttemptsPerIpPerHour) },
    log,
  );
  const linkBase = mailedLinkBase(config);

  async function sendLink(email: string, req: Request, ip: string): Promise<void> {
    const user = await ctx.users.findByEmail(email);
    securityEvent(log, req, 'auth.password_reset.requested', { email, ip, ...(user && { userId: user.id }) });
    if (!user) return;
    const token = newResetToken();
    const issuedAt = now();
    await ctx.passwordResets.create({
      userId: user.id,
      tokenHash: resetTokenHash(token),
      email: user.email,
      expiresAt: new Date(Date.parse(issuedAt) + resetLinkLifetimeMs).toISOString(),
      now: issuedAt,
    });
    const { siteName } = await ctx.settings.get();
    ctx.mail.send(
      passwordResetMail({
        to: user.email,
        siteName,
        link: `${linkBase}/reset-password?token=${token}`,
        validMinutes: resetLinkLifetimeMs / 60_000,
      }),
    );
  }

  /**
   * One answer, sent before anything is looked up, whether or not an account has this email and
   * whether or not its mail budget is spent: the answer's bytes and time tell nothing. The lookup,
   * the link and the mail follow in the background.
   */
  async function forgotPassword(req: Request, res: Response): Promise<void> {
    const { email } = await validate(forgotPasswordSchema, req.body);
    const ip = ctx.clientIp(req);
    const address = ctx.addressKey(req);
    await requests(req, { address }, { ip });
    const mail = await maySendMail(email, address);
    const sent = answerSent(res);
    res.json({ message: messages.passwordReset.requested });
    ctx.background.run('password_reset.request', async () => {
      await sent;
      if (mail) await sendLink(email, req, ip);
      else securityEvent(log, req, 'auth.password_reset.withheld', { email, ip });
    });
  }

  async function resetPassword(req: Request, res: Response): Promise<void> {
    const input = await validate(resetPasswordSchema, req.body);
    const ip = ctx.clientIp(req);
    await resetAttempts(req, { address: ctx.addressKey(req) }, { ip });
    const refused = () => {
      securityEvent(log, req, 'auth.password_reset.refused', { ip, status: 400 });
      return badRequest(messages.passwordReset.invalidLink);
    };
    const reset = isResetTokenShaped(input.token)
      ? await ctx.passwordResets.findUsable(resetTokenHash(input.token), now())
      : undefined;
    if (!reset) throw refused();
    await checkPasswordInContext(ctx.settings, 'password', input.password, reset.email);
    // Hashed before the transaction: a transaction must not wait for the slow hash.
    const passwordHash = await ctx.passwords.hash(input.password);
    const user = await ctx.transaction(async (trx) => {
      const resets = passwordResetsRepository(trx);
      const at = now();
      if (!(await resets.consume(reset.id, at))) return undefined;
      // The new password also spends every other open link of the account.
      return usersRepository(trx).update(reset.user_id, { passwordHash, endSessions: true, now: at });
    });
    if (!user) throw refused();
    await ctx.throttle.forgive(user.email, ctx.addressKey(req));
    securityEvent(log, req, 'auth.password_reset.succeeded', { userId: user.id, ip });
    res.json({ message: messages.passwordReset.done });
  }

  return { forgotPassword, resetPassword };
}
