import type { Request, Response } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { isResetTokenShaped, resetTokenHash } from '../auth/resetTokens.ts';
import { requireViewer } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { badRequest } from '../express/HttpError.ts';
import { attemptLimiter } from '../express/rateLimits.ts';
import { securityEvent } from '../express/securityLog.ts';
import { emailVerificationsRepository } from '../repositories/emailVerificationsRepository.ts';
import { usersRepository } from '../repositories/usersRepository.ts';
import { verifyEmailSchema } from '../validation/authSchemas.ts';
import { validate } from '../validation/validate.ts';
import { emailVerificationLink } from './emailVerificationLink.ts';

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
  const link = emailVerificationLink(ctx);

  /** Proves the address with the emailed token: one use, before its expiry, for the same address. */
  async function verifyEmail(req: Request, res: Response): Promise<void> {
    const { token } = await validate(verifyEmailSchema, req.body);
    const ip = ctx.clientIp(req);
    const refused = () => {
      securityEvent(log, req, 'auth.email_verification.refused', { ip, status: 400 });
      return badRequest(messages.emailVerification.invalidLink);
    };
    const found = isResetTokenShaped(token)
      ? await links.findUsable(resetTokenHash(token), now())
      : undefined;
    if (!found) throw refused();
    const verified = await ctx.transaction(async (trx) => {
      const at = now();
      if (!(await emailVerificationsRepository(trx).consume(found.id, at))) return false;
      return usersRepository(trx).markVerified(found.user_id, found.email, at);
    });
    if (!verified) throw refused();
    securityEvent(log, req, 'auth.email_verification.succeeded', { userId: found.user_id, ip });
    res.json({ message: messages.emailVerification.done });
  }

  /** Mails the signed-in caller a new link, within a budget per account and per address. */
  async function resendVerification(req: Request, res: Response): Promise<void> {
    const viewer = requireViewer(res);
    if (viewer.emailVerified) throw badRequest(messages.emailVerification.alreadyVerified);
    const ip = ctx.clientIp(req);
    await resends(req, { user: String(viewer.id), address: ctx.addressKey(req) }, { userId: viewer.id, ip });
    await link.send(viewer);
    securityEvent(log, req, 'auth.email_verification.requested', { userId: viewer.id, ip });
    res.json({ message: messages.emailVerification.sent });
  }

  return { sendLinkLater: link.sendLater, verifyEmail, resendVerification };
}
