import { newResetToken, resetTokenHash } from '../auth/resetTokens.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { emailVerificationMail } from '../mail/emailVerificationMail.ts';
import { mailedLinkBase } from '../mail/mailedLinkBase.ts';

/** How long a verification link works: a day, since people read such mail later. */
export const verificationLinkLifetimeMs = 24 * 3600 * 1000;

type LinkContext = Pick<RestContext, 'config' | 'settings' | 'mail' | 'emailVerifications' | 'background'>;

/** The mail that proves an address: sent on registration and to the new address of an email change. */
export function emailVerificationLink(ctx: LinkContext) {
  const linkBase = mailedLinkBase(ctx.config);

  /** Stores a fresh link for the account's current address and mails it (queued, never awaited). */
  async function send(user: { id: number; email: string }): Promise<void> {
    const token = newResetToken();
    const issuedAt = now();
    await ctx.emailVerifications.create({
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

  /** After the answer: the request does not wait for the link to be stored. */
  function sendLater(user: { id: number; email: string }): void {
    ctx.background.run('email_verification.send', () => send(user));
  }

  return { send, sendLater };
}
