import type { Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

import { messages } from '../../../shared/validation/messages.ts';
import { isResetTokenShaped, newResetToken, resetTokenHash } from '../auth/resetTokens.ts';
import { requireViewer } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { badRequest } from '../express/HttpError.ts';
import { attemptLimiter } from '../express/rateLimits.ts';
import { securityEvent } from '../express/securityLog.ts';
import { emailVerificationMail } from '../mail/emailVerificationMail.ts';
import { emailVerificationsRepository } from '../repositories/emailVerificationsRepository.ts';
import { usersRepository } from '../repositories/usersRepository.ts';
import { verifyEmailSchema } from '../validation/authSchemas.ts';
import { validate } from '../validation/validate.ts';

/** How long a verification link works: a day, since people read such mail later. */
export const verificationLinkLifetimeMs = 24 * 3600 * 1000;

/** `auth.php?action=verify-email|resend-verification`, and the mail a registration sends. */
export function emailVerificationActions(ctx: RestContext) {
  const { config, log } = ctx;
  const links = ctx.emailVerifications;
  const resends = attemptLimiter(
    ctx.limiters,
    'emailVerification.resends',
    {
      user: { points: config.limits.verificationMailsPerUserPerHour, windowSeconds: 3600 },
      address: { points: config.limits.verificationMailsPerIpPerHour, windowSeconds: 3600 },
    },
    log,
  );
  // Never the request's Host: whoever sends the request would choose where the link leads.
  const linkBase = config.publicUrl ?? `http://localhost:${config.port}`;

  /** Stores a fresh link for the account's current address and mails it (queued, never awaited). */
  async function sendLink(user: { id: number; email: string }): Promise<void> {
    const token = newResetToken();
    const issuedAt = now();
    await links.create({
      userId: user.id,
      tokenHash: resetTokenHash(token),
      email: user.email,
      expiresAt: new Date(Date.parse(issuedAt) + verificationLinkLifetimeMs).toISOString(),
      now: issuedAt,
    });
    const { siteName } = await ctx.settings.get();
    ctx.mail.send(
      emailVerificationMail({
        to: user.email,
        siteName,
        link: `${linkBase}/verify-email?token=${token}`,
        validHours: verificationLinkLifetimeMs / 3_600_000,
      }),
    );
  }

  /** After the answer: a registration does not wait for the link to be stored. */
  function sendLinkLater(user: { id: number; email: string }): void {
    ctx.background.run('email_verification.send', () => sendLink(user));
  }

  /** Proves the address with the emailed token: one use, before its expiry, for the same address. */
  async function verifyEmail(req: Request, res: Response): Promise<void> {
    const { token } = await validate(verifyEmailSchema, req.body);
    const ip = ctx.clientIp(req);
    const refused = () => {
      securityEvent(log, req, 'auth.email_verification.refused', { ip, status: 400 });
      return badRequest(messages.emailVerification.invalidLink);
    };
    const link = isResetTokenShaped(token) ? await links.findUsable(resetTokenHash(token), now()) : undefined;
    if (!link) throw refused();
    const verified = await ctx.transaction(async (trx) => {
      const at = now();
      if (!(await emailVerificationsRepository(trx).consume(link.id, at))) return false;
      return usersRepository(trx).markVerified(link.user_id, link.email, at);
    });
    if (!verified) throw refused();
    securityEvent(log, req, 'auth.email_verification.succeeded', { userId: link.user_id, ip });
    res.json({ message: messages.emailVerification.done });
  }

  /** Mails the signed-in caller a new link, within a budget per account and per address. */
  async function resendVerification(req: Request, res: Response): Promise<void> {
    const viewer = requireViewer(res);
    if (viewer.emailVerified) throw badRequest(messages.emailVerification.alreadyVerified);
    const ip = ctx.clientIp(req);
    await resends(req, { user: String(viewer.id), address: ipKeyGenerator(ip) }, { userId: viewer.id, ip });
    await sendLink(viewer);
    securityEvent(log, req, 'auth.email_verification.requested', { userId: viewer.id, ip });
    res.json({ message: messages.emailVerification.sent });
  }

  return { sendLinkLater, verifyEmail, resendVerification };
}
