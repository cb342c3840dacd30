import type { Transaction } from 'kysely';

import { newResetToken, resetTokenHash } from '../auth/resetTokens.ts';
import type { RestContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { emailChangedMail } from '../mail/emailChangedMail.ts';
import { mailedLinkBase } from '../mail/mailedLinkBase.ts';
import { emailChangeUndosRepository } from '../repositories/emailChangeUndosRepository.ts';
import { emailVerificationLink } from './emailVerificationLink.ts';

export interface EmailChange {
  userId: number;
  oldEmail: string;
  newEmail: string;
  now: string;
}

const dayMs = 24 * 3600 * 1000;

/**
 * What every email change leaves behind, whoever makes it: a link that undoes it, mailed to the
 * old address (a stolen session that changes the email must not lock the owner out for good), and
 * a link that proves the new address, mailed to it (the change left the account unverified).
 * Undo links are made like reset links: 32 random bytes, stored only as their SHA-256.
 */
export function emailChangeNotice(
  ctx: Pick<RestContext, 'config' | 'settings' | 'mail' | 'emailVerifications' | 'background'>,
) {
  const { config } = ctx;
  const linkBase = mailedLinkBase(config);
  const validDays = config.limits.emailChangeUndoDays;
  const verification = emailVerificationLink(ctx);

  /**
   * Stores the undo link in the change's own transaction (no change without its link) and answers
   * the function that mails it, to be called once the transaction has committed.
   */
  async function prepare(trx: Transaction<Database>, change: EmailChange): Promise<() => Promise<void>> {
    const token = newResetToken();
    await emailChangeUndosRepository(trx).create({
      userId: change.userId,
      tokenHash: resetTokenHash(token),
      oldEmail: change.oldEmail,
      newEmail: change.newEmail,
      expiresAt: new Date(Date.parse(change.now) + validDays * dayMs).toISOString(),
      now: change.now,
    });
    return async () => {
      const { siteName } = await ctx.settings.get();
      const link = `${linkBase}/undo-email-change?token=${token}`;
      ctx.mail.send(
        emailChangedMail({ to: change.oldEmail, newEmail: change.newEmail, siteName, link, validDays }),
      );
      verification.sendLater({ id: change.userId, email: change.newEmail });
    };
  }

  return { prepare };
}
